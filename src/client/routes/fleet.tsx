import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { FleetSection } from '../features/fleet';
import { TransponderRegister } from '../features/transponders';
import { TyreSetsSection } from '../features/tyres';
import { useDocumentTitle } from '../lib/use-document-title';
import NotFound from './not-found';

// A car's maintenance page (issue 19) is its own chunk: most visits to the fleet never open it.
const CarMaintenancePage = lazy(() =>
  import('../features/maintenance').then((m) => ({ default: m.CarMaintenancePage })),
);

function FleetPage() {
  useDocumentTitle('My RC Fleet');
  return (
    <div className="flex flex-col gap-10">
      <FleetSection />
      <TransponderRegister />
      <TyreSetsSection />
    </div>
  );
}

/**
 * SPEC §2 Fleet page: My RC Fleet, the Transponder Register and the tyre sets (issue 19), each a
 * feature of its own, composed here; below it a car's maintenance (/fleet/:carId/maintenance), matched here so the router's entry
 * carries one route for both.
 */
export default function FleetRoute() {
  const { user } = useAuth();
  const path = (useParams()['*'] ?? '').replace(/\/$/, '');
  // SPEC §6: renders nothing unless signed in (RequireAuth has redirected already). Reading the auth
  // hook here also keeps React Query in the entry chunk: without a route-level import of it, rolldown
  // splits the shared query modules into an extra eagerly loaded chunk (~1 KiB gzip more on the entry).
  if (!user) return null;
  if (path === '') return <FleetPage />;
  const [, carId] = /^(\d{1,10})\/maintenance$/.exec(path) ?? [];
  if (!carId) return <NotFound />;
  return (
    <Suspense fallback={<Spinner label="Loading maintenance" />}>
      <CarMaintenancePage key={carId} carId={Number(carId)} />
    </Suspense>
  );
}
