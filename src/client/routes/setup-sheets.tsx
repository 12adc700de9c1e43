import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../components/ui/page-heading';
import { PageTabs } from '../components/ui/page-tabs';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth';
import { CarSetupsTab, EscSetupsTab, LeaveGuard, useSetupTab } from '../features/setups';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * SPEC §2 /setup-sheets: Car Setups and ESC Setups. ?tab=esc keeps the ESC tab across a reload; links
 * from elsewhere (?id=, ?selected=, ?new=1) carry no tab and land on cars.
 */
/**
 * The printed sheets (/setup-sheets/11/print, esc/21/print, print/blank) are a chunk of their own loaded
 * from here rather than a route of the router: a route entry would cost the signed-out entry chunk,
 * which is at its budget.
 */
const SetupPrint = lazy(() => import('./setup-print'));

export default function SetupSheetsRoute() {
  const below = useParams()['*'] ?? '';
  if (below.replace(/\/$/, '') === '') return <SetupSheetsPage />;
  return (
    <Suspense fallback={<Spinner />}>
      <SetupPrint />
    </Suspense>
  );
}

function SetupSheetsPage() {
  useDocumentTitle('Setup Sheets');
  const { user } = useAuth();
  const { tab, changeTab } = useSetupTab();
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;

  return (
    <LeaveGuard>
      <PageHeading title="Setup Sheets">
        Car setups and ESC setups for every vehicle.{' '}
        {/* Issue 18: a paper sheet for the pit board, filled in by hand at the track. */}
        <Link to="/setup-sheets/print/blank" className="text-primary underline underline-offset-4">
          Print a blank sheet
        </Link>
      </PageHeading>
      <PageTabs
        label="Setup type"
        value={tab}
        onValueChange={changeTab}
        tabs={[
          { value: 'car', label: 'Car Setups', content: <CarSetupsTab user={user} /> },
          { value: 'esc', label: 'ESC Setups', content: <EscSetupsTab user={user} /> },
        ]}
      />
    </LeaveGuard>
  );
}
