import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { versionMutations } from '../../../lib/resources/setup-versions';
import type { SetupRecord } from '../../../lib/resources/setups';
import { failureToast, successToast } from '../../../lib/toasts';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf } from '../lib/history';

interface RestoreVersionButtonProps {
  kind: { tab: SetupTab };
  setup: SetupRecord;
  version: number;
}

/**
 * "Restore this version", confirmed: the setup's content becomes that version's, saved as a new
 * version, so nothing in the history is lost. It names the version on screen as If-Match, so a setup
 * changed elsewhere meanwhile is not overwritten unseen (the server's 412 message says so).
 */
export function RestoreVersionButton({ kind, setup, version }: RestoreVersionButtonProps) {
  const [open, setOpen] = useState(false);
  const restore = useResourceMutation(
    versionMutations.restore(contentKindOf(kind), setup.id, setup.version),
    {
      onSuccess: (restored) =>
        successToast(
          restored.version === setup.version
            ? `'${setup.name}' already holds what version ${version} held`
            : `Version ${version} restored as version ${restored.version}`,
        ),
      onError: (error) => failureToast(`Failed to restore version ${version}`, error),
    },
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone="primary"
      trigger={
        <Button size="sm" variant="ghost">
          <Undo2 aria-hidden="true" className="size-4" />
          Restore this version<span className="sr-only"> ({version})</span>
        </Button>
      }
      title={`Restore version ${version}?`}
      description={`'${setup.name}' gets the values it had at version ${version}. This is saved as a new version, so the values it has now stay in its history.`}
      confirmLabel="Restore"
      pendingLabel="Restoring..."
      pending={restore.isPending}
      onConfirm={() => restore.mutate(version, { onSettled: () => setOpen(false) })}
    />
  );
}
