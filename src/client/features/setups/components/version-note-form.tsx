import { type FormEvent, useState } from 'react';
import {
  CHANGE_NOTE_MAX,
  VERSION_OUTCOMES,
  type VersionOutcome,
} from '../../../../shared/schemas/setup-version';
import { CancelAndSubmit } from '../../../components/ui/dialog';
import { FormError, TextareaField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/error-message';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { versionMutations } from '../../../lib/resources/setup-versions';
import { successToast } from '../../../lib/toasts';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf, OUTCOME_LABELS, type TimelineEntry } from '../lib/history';

interface VersionNoteFormProps {
  kind: { tab: SetupTab };
  setupId: number;
  entry: Pick<TimelineEntry, 'version' | 'note' | 'outcome'>;
  onDone: () => void;
}

/** Why a version was made and how it ran (better, worse, the same, not tried yet): what a racer adds after a run. */
export function VersionNoteForm({ kind, setupId, entry, onDone }: VersionNoteFormProps) {
  const [note, setNote] = useState(entry.note ?? '');
  const [outcome, setOutcome] = useState<VersionOutcome>(entry.outcome);
  const patch = useResourceMutation(versionMutations.patch(contentKindOf(kind), setupId), {
    onSuccess: () => {
      successToast(`Version ${entry.version} updated`);
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    patch.mutate({ version: entry.version, note, outcome });
  };
  return (
    <form
      noValidate
      aria-label={`Reason and outcome of version ${entry.version}`}
      className="flex flex-col gap-3"
      onSubmit={submit}
    >
      <TextareaField
        label="Reason"
        hint="What you changed and why."
        maxLength={CHANGE_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Outcome</legend>
        <div className="flex flex-wrap gap-2">
          {VERSION_OUTCOMES.map((value) => (
            <label
              key={value}
              className="flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`outcome-${entry.version}`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="accent-primary"
              />
              {OUTCOME_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <FormError message={patch.error && (serverMessage(patch.error) ?? 'The change could not be saved.')} />
      <CancelAndSubmit onCancel={onDone} pending={patch.isPending} submitLabel="Save" />
    </form>
  );
}
