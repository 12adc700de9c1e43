import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CHANGE_NOTE_MAX } from '../../../../shared/schemas/setup-version';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/form-field';

/** The save flow's optional "What did you change and why?", written on the version the save makes. */
export function ChangeNoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextareaField
      label="What did you change and why?"
      hint="Optional. Kept with this version in the setup's history."
      rows={2}
      maxLength={CHANGE_NOTE_MAX}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A save refused because the setup was saved elsewhere since it was opened (412): the server's words,
 * what happened to the racer's edits, and the way on. Focused when it appears, as the Save that caused
 * it may be far from the top of a long sheet.
 */
export function SaveConflictNotice({
  message,
  onReload,
}: {
  message: string;
  /** Absent for a queued edit, which has no form of its own to reload. */
  onReload?: () => Promise<void>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-danger-text bg-danger-soft p-4 text-sm text-danger-text outline-none"
    >
      <p className="font-semibold">Not saved. {message}</p>
      <p>
        {onReload
          ? 'Your changes are still here and kept in this browser. Choose below, field by field, which values to keep, or reload the stored setup and have your changes offered back over it.'
          : 'Choose below, field by field, which values to keep. Nothing is saved until you do.'}
      </p>
      {onReload && (
        <Button
          size="sm"
          variant="secondary"
          className="w-fit"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void onReload().finally(() => setReloading(false));
          }}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {reloading ? 'Reloading...' : 'Reload the stored setup'}
        </Button>
      )}
    </div>
  );
}
