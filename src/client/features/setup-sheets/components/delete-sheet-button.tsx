import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteSheet } from '../api/use-sheet-mutations';

/** Delete behind a confirmation; on success the editor closes (SPEC §4 "deleting clears the selection"). */
export function DeleteSheetButton({ sheet, onDeleted }: { sheet: SetupSheet; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteSheet();
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
      title="Delete this setup sheet?"
      description={`'${sheet.name}' and its attached file will be permanently deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(sheet.id, {
          onSuccess: onDeleted,
          onSettled: () => setOpen(false),
        })
      }
    />
  );
}
