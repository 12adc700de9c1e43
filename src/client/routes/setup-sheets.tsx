import { useSearchParams } from 'react-router';
import { PageHeading } from '../components/ui/page-heading';
import { PageTabs } from '../components/ui/page-tabs';
import { useAuth } from '../features/auth';
import { EscSetupsTab } from '../features/esc-setups';
import { CarSetupsTab } from '../features/setup-sheets';
import { useDocumentTitle } from '../lib/use-document-title';

type SetupTab = 'car' | 'esc';

/**
 * SPEC §2 /setup-sheets: Car Setups and ESC Setups, two features composed here. ?tab=esc keeps the ESC
 * tab across a reload; links from elsewhere (?id=, ?selected=, ?new=1) carry no tab and land on cars.
 */
export default function SetupSheetsRoute() {
  useDocumentTitle('Setup Sheets');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // SPEC §6: nothing unless signed in; see routes/fleet.tsx for why the hook is read here.
  if (!user) return null;
  const tab: SetupTab = params.get('tab') === 'esc' ? 'esc' : 'car';
  const change = (next: SetupTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'esc') updated.set('tab', 'esc');
        else updated.delete('tab');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeading title="Setup Sheets">Car setups and ESC setups for every vehicle.</PageHeading>
      <PageTabs
        label="Setup type"
        value={tab}
        onValueChange={change}
        tabs={[
          { value: 'car', label: 'Car Setups', content: <CarSetupsTab user={user} /> },
          { value: 'esc', label: 'ESC Setups', content: <EscSetupsTab user={user} /> },
        ]}
      />
    </>
  );
}
