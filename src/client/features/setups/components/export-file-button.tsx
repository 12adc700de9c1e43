import { FileDown } from 'lucide-react';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import type { SetupRecord } from '../../../lib/resources/setups';
import { saveBlob } from '../../../lib/save-file';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf } from '../lib/history';
import { findCar } from '../lib/setup-display';
import { setupFileName, setupFileOf } from '../lib/setup-file';

/**
 * "Export file": the setup as `<name>.rcsetup.json`, made in the browser from what it shows (so it
 * works offline too), to send by any messenger and import into any account.
 */
export function ExportFileButton({
  kind,
  setup,
  cars,
}: {
  kind: { tab: SetupTab };
  setup: SetupRecord;
  cars: readonly Car[];
}) {
  const save = () => {
    const file = setupFileOf(contentKindOf(kind), setup, findCar(cars, setup.rcCarId));
    const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
    saveBlob(blob, setupFileName(setup.name));
  };
  return (
    <Button variant="secondary" onClick={save}>
      <FileDown aria-hidden="true" className="size-4" />
      Export file
    </Button>
  );
}
