import { PageHeading } from '../components/ui/page-heading';
import { useAuth } from '../features/auth';
import { MyFleetCard } from '../features/fleet';
import { DashboardWizardCard } from '../features/tuning-wizard';
import { useDocumentTitle } from '../lib/use-document-title';

/** SPEC §2 Dashboard. The wizard, quick access, tips and recent sheets cards join this grid later. */
export default function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  // SPEC §2: signed in only, renders nothing otherwise; see routes/fleet.tsx for the bundling reason.
  if (!user) return null;
  return (
    <>
      <PageHeading title="Dashboard">Your fleet, setup sheets and tuning tools at a glance.</PageHeading>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <DashboardWizardCard />
        <MyFleetCard />
      </div>
    </>
  );
}
