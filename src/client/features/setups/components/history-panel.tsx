import { History } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { HISTORY_HASH } from '../../../lib/resources/setup-versions';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupTab } from '../kinds/setup-kind';

// The timeline (and what each change did on track) is its own chunk: the read view paints without
// it, and it is fetched when the racer reaches for the button.
const loadTimeline = () => import('./version-timeline');
const VersionTimeline = lazy(() => loadTimeline().then((m) => ({ default: m.VersionTimeline })));

interface HistoryPanelProps {
  kind: { tab: SetupTab };
  setup: SetupRecord;
  cars: readonly Car[];
}

/**
 * The History panel at the end of a stored setup's read view (issue 15): closed until asked for, as a
 * racer at the pit table reads the values first; its button says how many versions there are, and
 * opening it fetches them. A link ending in #history opens it and scrolls to it.
 */
export function HistoryPanel({ kind, setup, cars }: HistoryPanelProps) {
  const linked = useLocation().hash === HISTORY_HASH;
  const [open, setOpen] = useState(linked);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [linked]);
  const headingId = useId();
  const panelId = useId();
  const count = setup.version === 1 ? '1 version' : `${setup.version} versions`;
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-border pt-4"
    >
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
          onPointerEnter={() => void loadTimeline()}
          onFocus={() => void loadTimeline()}
        >
          <History aria-hidden="true" className="size-4" />
          {open ? 'Hide history' : `Show history (${count})`}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <Suspense fallback={<Spinner label="Loading history" className="p-4" />}>
            <VersionTimeline kind={kind} setup={setup} cars={cars} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
