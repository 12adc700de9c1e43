import { lazy, Suspense } from 'react';
import { loadDashboard } from '../app/load-dashboard';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { LandingPage } from './landing-page';

// The dashboard is only fetched for signed-in racers, keeping the signed-out home light.
const DashboardRoute = lazy(loadDashboard);

/** '/' is the dashboard when signed in and the public landing page otherwise (DESIGN "Screens"). */
export default function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<Spinner />}>
      <DashboardRoute />
    </Suspense>
  );
}
