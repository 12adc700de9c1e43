import { useId, useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** SPEC §4 "Installed flag": the question asked before a setup is marked installed. */
export const INSTALLED_CONFIRM =
  'This will mark this setup as currently installed on your vehicle. Any other setup for this vehicle will be marked as not installed.';

/** Added to the question when the form holds unsaved changes: one save takes them and the flag. */
export const SAVES_CHANGES = 'Your unsaved changes to this setup are saved with it.';

interface InstalledFieldProps {
  /** What the server has: the box shows the saved state, not an unsaved wish. */
  checked: boolean;
  pending: boolean;
  /** Why the box cannot be ticked (no vehicle); shown beneath it. */
  disabledReason?: string;
  /** Whether the form holds unsaved changes, which ticking then saves too (the question says so). */
  savesChanges?: () => boolean;
  /** Ticked and confirmed. */
  onInstall: () => void;
  /** Unticked: no question asked (SPEC §4). */
  onUninstall: () => void;
}

/**
 * 'Currently installed' for an existing setup: ticking asks first, unticking acts at once. Either way
 * the caller saves what the form holds with the flag, so no typed change is left behind unsaved.
 */
export function InstalledField({
  checked,
  pending,
  disabledReason,
  savesChanges = () => false,
  onInstall,
  onUninstall,
}: InstalledFieldProps) {
  const [asking, setAsking] = useState(false);
  const id = useId();
  const disabled = pending || (!checked && Boolean(disabledReason));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-primary"
          checked={checked}
          disabled={disabled}
          aria-describedby={disabledReason && !checked ? `${id}-reason` : undefined}
          onChange={() => (checked ? onUninstall() : setAsking(true))}
        />
        <label htmlFor={id} className="font-medium">
          Currently installed
        </label>
      </div>
      {disabledReason && !checked && (
        <p id={`${id}-reason`} className="text-sm text-muted-foreground">
          {disabledReason}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Mark as currently installed?"
        description={asking && savesChanges() ? `${INSTALLED_CONFIRM} ${SAVES_CHANGES}` : INSTALLED_CONFIRM}
        confirmLabel="Mark Installed"
        tone="primary"
        onConfirm={() => {
          setAsking(false);
          onInstall();
        }}
      />
    </div>
  );
}
