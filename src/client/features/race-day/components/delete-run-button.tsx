import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RunSummary } from '../../../../shared/schemas/run';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatRunDate, runListHref, runTitle } from '../lib/run-display';
import { useDeleteRun } from '../lib/use-run-mutations';

/** Delete behind a confirmation; the racer lands on the car's run list. */
export function DeleteRunButton({ run }: { run: RunSummary }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteRun(() => navigate(runListHref(run), { replace: true }));
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger-ghost">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      }
      title="Delete this run?"
      description={`${runTitle(run)} on ${formatRunDate(run.date)} and its ${run.stats.laps} laps will be permanently deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate(run.id, { onSettled: () => setOpen(false) })}
    />
  );
}
