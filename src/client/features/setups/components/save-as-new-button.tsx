import { CopyPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { copyName } from '../../../../shared/schemas/setup-copy';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { useResourceMutation } from '../../../lib/resources/mutations';
import type { SetupRecord } from '../../../lib/resources/setups';
import { failureToast, successToast } from '../../../lib/toasts';
import type { SetupBody, SetupKind } from '../kinds/setup-kind';
import { type SetupFormValues, toSetupInput } from '../lib/setup-form';

interface SaveAsNewButtonProps<S extends SetupRecord, V extends SetupBody> {
  kind: SetupKind<S, V>;
  form: UseFormReturn<SetupFormValues, unknown, V>;
  /** Checks the whole form first (and shows the first error); false when something is wrong. */
  validate: () => Promise<boolean>;
  disabled: boolean;
  /** The new setup exists: open it. */
  onSaved: (copy: S) => void;
}

/**
 * "Save as new": a new setup under a name of the racer's choosing, with everything the form holds
 * now (unsaved edits included), the original left as it is stored. It is written as a new setup
 * (POST, the same check as Save), so an attached file, even one uploaded but not yet saved, is named
 * by both setups; the server keeps a file until the last setup naming it lets go of it.
 */
export function SaveAsNewButton<S extends SetupRecord, V extends SetupBody>({
  kind,
  form,
  validate,
  disabled,
  onSaved,
}: SaveAsNewButtonProps<S, V>) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const nameField = useRef<HTMLInputElement>(null);
  const create = useResourceMutation(kind.mutations.create, {
    onSuccess: (copy) => successToast(`Saved as a new setup: '${copy.name}'`),
    onError: (e) => failureToast(kind.texts.createFailed, e),
  });

  const start = async () => {
    if (!(await validate())) return;
    setName(copyName(String(form.getValues('name')).trim(), 'copy'));
    setError(undefined);
    setOpen(true);
  };

  const confirm = () => {
    const parsed = kind.inputSchema.safeParse(toSetupInput(kind, { ...form.getValues(), name }));
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      setError(issue?.message ?? 'Check the name');
      nameField.current?.focus();
      return;
    }
    // A new setup is private and not installed, whatever the original is.
    create.mutate(
      { ...parsed.data, isCurrentlyInstalled: false, isPublic: false },
      {
        onSuccess: (copy) => {
          setOpen(false);
          onSaved(copy);
        },
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={(event) => {
              // Opened once the form has been checked, not by the trigger itself.
              event.preventDefault();
              void start();
            }}
          >
            <CopyPlus aria-hidden="true" className="size-4" />
            Save as new
          </Button>
        }
        title="Save as a new setup"
        description="A new setup with everything this form holds now, unsaved changes included. This one stays as it was last saved."
        tone="primary"
        confirmLabel="Save as new"
        pendingLabel="Saving..."
        pending={create.isPending}
        confirmDisabled={name.trim() === ''}
        initialFocus={nameField}
        onConfirm={confirm}
      >
        <TextField
          ref={nameField}
          label="Name of the new setup"
          value={name}
          maxLength={100}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </ConfirmDialog>
      <p className="text-sm text-muted-foreground">A new setup with the values above, under a new name.</p>
    </div>
  );
}
