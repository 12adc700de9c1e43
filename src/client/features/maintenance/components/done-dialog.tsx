import { useState } from 'react';
import type { MaintenanceItem } from '../../../../shared/schemas/maintenance';
import { CancelAndSubmit, Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { usageLine } from '../lib/life';
import { useMarkDone } from '../lib/use-maintenance-mutations';

function DoneForm({ item, onDone }: { item: MaintenanceItem; onDone: () => void }) {
  const [note, setNote] = useState('');
  const done = useMarkDone();
  return (
    <form
      aria-label={`Mark ${item.name} done`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        done.mutate({ id: item.id, input: { note } }, { onSuccess: onDone });
      }}
    >
      <TextareaField
        label="Note (optional)"
        maxLength={500}
        placeholder="e.g. New seals, 7k oil"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <CancelAndSubmit onCancel={onDone} pending={done.isPending} submitLabel="Mark Done" />
    </form>
  );
}

/** Marking an item done: logged with its usage and the note, then counted from zero. */
export function DoneDialog({ item, onClose }: { item: MaintenanceItem | null; onClose: () => void }) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(next) => !next && onClose()}
      title={item ? `Mark ${item.name} done` : ''}
      description={item ? `It has ${usageLine(item)}; it starts again from zero.` : undefined}
    >
      {item && <DoneForm item={item} onDone={onClose} />}
    </Dialog>
  );
}
