import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { SetupRecord } from '../../../lib/resources/setups';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { useDeleteSetup } from '../lib/use-setup-mutations';

interface DeleteSetupButtonProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  setup: S;
  onDeleted: () => void;
}

/** Delete behind a confirmation; on success the editor closes (SPEC §4 "deleting clears the selection"). */
export function DeleteSetupButton<S extends SetupRecord, V extends SetupBody>({
  kind,
  setup,
  onDeleted,
}: DeleteSetupButtonProps<S, V>) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSetup(kind, onDeleted);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger-ghost">
          <Trash2 aria-hidden="true" className="size-4" />
          {/* Icon only on a phone, so the sticky buttons fit one row; the name stays for screen readers. */}
          <span className="max-sm:sr-only">Delete</span>
        </Button>
      }
      title={kind.texts.deleteTitle}
      description={`'${setup.name}' and its attached file will be permanently deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate(setup.id, { onSettled: () => setOpen(false) })}
    />
  );
}
