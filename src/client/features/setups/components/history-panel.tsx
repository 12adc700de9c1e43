import { History } from 'lucide-react';
import { useId, useState } from 'react';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupTab } from '../kinds/setup-kind';
import { VersionTimeline } from './version-timeline';

interface HistoryPanelProps {
  kind: { tab: SetupTab };
  setup: SetupRecord;
  cars: readonly Car[];
}

/**
 * The History panel at the end of a stored setup's read view (issue 15): closed until asked for, as a
 * racer at the pit table reads the values first; its button says how many versions there are, and
 * opening it fetches them.
 */
export function HistoryPanel({ kind, setup, cars }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  const count = setup.version === 1 ? '1 version' : `${setup.version} versions`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-primary uppercase">
          History
        </h3>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <History aria-hidden="true" className="size-4" />
          {open ? 'Hide history' : `Show history (${count})`}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <VersionTimeline kind={kind} setup={setup} cars={cars} />
        </div>
      )}
    </section>
  );
}
