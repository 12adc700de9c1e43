import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { useQueuedRun } from '../../../lib/resources/queued-runs';
import { runHref } from '../../../lib/resources/run-overview';
import { NotFoundNotice } from './page-parts';
import { RunView } from './run-page';

/**
 * /race-day/runs/-<stand-in id>: a run logged offline (issue 29), read from the outbox with its
 * figures worked out in the browser. Once the outbox has sent it, the page moves to the run's own
 * address (replacing this one in the history, so Back never returns to a run that is gone).
 */
export function QueuedRunPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const queued = useQueuedRun(id);
  const cars = useCars();
  const { sentId } = queued;
  useEffect(() => {
    if (sentId !== undefined) navigate(runHref(sentId), { replace: true });
  }, [sentId, navigate]);
  if (sentId !== undefined || !queued.read || cars.isPending) return <Spinner label="Loading the run" />;
  if (!queued.run || !cars.data) {
    return (
      <NotFoundNotice
        title="Run not found"
        message="This run no longer waits on this phone: it was sent, refused or discarded. Find it on Race Day or in the changes not sent."
      />
    );
  }
  return <RunView run={queued.run} cars={cars.data} />;
}
