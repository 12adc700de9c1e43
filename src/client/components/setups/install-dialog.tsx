import { type FormEvent, useState } from 'react';
import { CHANGE_NOTE_MAX } from '../../../shared/schemas/setup-version';
import { CancelAndSubmit, Dialog } from '../ui/dialog';
import { SelectField, TextareaField } from '../ui/form-field';

/** One setup the car card offers: `value` names its kind and id ('setup-sheet:12'). */
export interface InstallChoice {
  value: string;
  label: string;
  /** The optgroup it is listed under ('Setup sheets', 'ESC setups'). */
  group: string;
}

interface InstallDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  carName: string;
  /** The one setup to install (a setup's read view); or `choices`, from which the racer picks. */
  setupName?: string;
  choices?: readonly InstallChoice[];
  /** The choice selected when it opens. */
  initialChoice?: string;
  pending: boolean;
  /** Install pressed: the note typed (blank: null) and the setup chosen, if there was a choice. */
  onInstall: (note: string | null, choice: string | undefined) => void;
}

/**
 * "Install on <car>" (issue 29): asks only for an optional note, kept with the install in the
 * setup's History; from the car card, also which of the car's setups. The dialog's content
 * unmounts when closed, so every open starts with an empty note.
 */
export function InstallDialog({
  open,
  onOpenChange,
  carName,
  setupName,
  choices,
  initialChoice,
  pending,
  onInstall,
}: InstallDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Install on ${carName}`}
      description={
        setupName
          ? `'${setupName}' is marked as installed; the setup of its kind on the car before comes off.`
          : 'The setup chosen is marked as installed; the one of its kind on the car before comes off.'
      }
    >
      <InstallForm
        choices={choices}
        initialChoice={initialChoice}
        pending={pending}
        onInstall={onInstall}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

function InstallForm({
  choices,
  initialChoice,
  pending,
  onInstall,
  onCancel,
}: Pick<InstallDialogProps, 'choices' | 'initialChoice' | 'pending' | 'onInstall'> & {
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState(initialChoice ?? choices?.[0]?.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onInstall(note.trim() || null, choice);
  };
  const groups = [...new Set(choices?.map((c) => c.group))];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {choices && (
        <SelectField label="Setup" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {choices
                .filter((c) => c.group === group)
                .map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
      )}
      <TextareaField
        label="Note (optional)"
        hint="Kept with the install in the setup's History."
        rows={3}
        maxLength={CHANGE_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <CancelAndSubmit
        onCancel={onCancel}
        pending={pending}
        submitLabel="Install"
        pendingLabel="Installing..."
      />
    </form>
  );
}
