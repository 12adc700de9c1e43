import { SecurityQuestionsReminder } from '../components/account/security-questions-reminder';
import { PageHeading } from '../components/ui/page-heading';
import { useAuth } from '../features/auth';
import { LastRaceDayCard, QuickAccessCard, RecentSheetsCard, SetupTipsCard } from '../features/dashboard';
import { MyFleetCard } from '../features/fleet';
import { DashboardWizardCard } from '../features/tuning-wizard';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * SPEC §2 Dashboard, its cards in the spec's order: AI Setup Wizard, Quick Access, My Fleet, Setup Tips,
 * Recent Setup Sheets; issue 16's Last race day follows My Fleet, beside the cars it raced. Each card
 * comes from its own feature; this route only lays them out.
 */
export default function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  // SPEC §2: signed in only, renders nothing otherwise; see routes/fleet.tsx for the bundling reason.
  if (!user) return null;
  return (
    <>
      <PageHeading title="Dashboard">Your fleet, setup sheets and tuning tools at a glance.</PageHeading>
      <SecurityQuestionsReminder user={user} />
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a long name must not widen the page. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        <DashboardWizardCard />
        <QuickAccessCard />
        <MyFleetCard />
        <LastRaceDayCard />
        <SetupTipsCard />
        <RecentSheetsCard />
      </div>
    </>
  );
}
