import { PageHeading } from '../components/ui/page-heading';
import { PageTabs } from '../components/ui/page-tabs';
import { useAuth } from '../features/auth';
import { CarSetupsTab, EscSetupsTab, LeaveGuard, useSetupTab } from '../features/setups';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * SPEC §2 /setup-sheets: Car Setups and ESC Setups. ?tab=esc keeps the ESC tab across a reload; links
 * from elsewhere (?id=, ?selected=, ?new=1) carry no tab and land on cars.
 */
export default function SetupSheetsRoute() {
  useDocumentTitle('Setup Sheets');
  const { user } = useAuth();
  const { tab, changeTab } = useSetupTab();
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;

  return (
    <LeaveGuard>
      <PageHeading title="Setup Sheets">Car setups and ESC setups for every vehicle.</PageHeading>
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
