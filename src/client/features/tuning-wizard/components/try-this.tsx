import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { setupHref } from '../../../lib/resources/setup-versions';
import type { SetupRecord } from '../../../lib/resources/setups';
import { tryOnCopyMutation, tryOnSetupMutation, ValueMovedError } from '../../../lib/resources/tuning';
import { changeNote, changeText, copyRequest, type TryTarget } from '../lib/try-this';
import { TapButton } from './tap-button';

const KIND_NAME = { 'setup-sheet': 'Setup sheet', 'esc-setup': 'ESC setup' } as const;

/** A long setup name wraps rather than widening the dialog. */
const WRAP = 'h-auto min-h-9 py-1 whitespace-normal';

type Done = { on: 'setup' | 'copy'; setup: SetupRecord };

const failure = (error: Error) =>
  serverMessage(error) ??
  (error instanceof ValueMovedError ? error.message : 'The change could not be saved. Please try again.');

/**
 * "Try this" (issue 17): write one recommendation into the installed setup it was worked out from, as
 * a new version (source wizard, undone from History), or into a copy of that setup, the racer's choice.
 */
export function TryThis({ target, goal }: { target: TryTarget; goal: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const panelId = useId();
  const what = changeText(target);
  const onSetup = useResourceMutation(tryOnSetupMutation(target.kind), {
    onSuccess: (setup) => {
      setDone({ on: 'setup', setup });
      toast({ title: `Saved to "${setup.name}"`, description: `${what}, as version ${setup.version}.` });
    },
  });
  const onCopy = useResourceMutation(tryOnCopyMutation(target.kind, target.setupId), {
    onSuccess: (setup) => {
      setDone({ on: 'copy', setup });
      toast({
        title: `${KIND_NAME[target.kind]} created`,
        description: `"${setup.name}" holds ${what}. Mark it installed when you fit it.`,
      });
    },
  });
  const pending = onSetup.isPending || onCopy.isPending;
  const error = onSetup.error ?? onCopy.error;

  if (done)
    return (
      <p className="flex basis-full flex-wrap items-baseline gap-x-2 text-sm" role="status">
        {done.on === 'setup'
          ? `Saved as version ${done.setup.version} of "${done.setup.name}".`
          : `Saved as "${done.setup.name}".`}
        <Link
          to={setupHref(target.kind, done.setup.id, { history: done.on === 'setup' })}
          className="text-primary underline underline-offset-4"
        >
          {done.on === 'setup' ? `History of "${done.setup.name}"` : `Open "${done.setup.name}"`}
        </Link>
      </p>
    );

  const trySetup = () => {
    onCopy.reset();
    onSetup.mutate({
      kind: target.kind,
      id: target.setupId,
      field: target.field,
      from: target.from,
      to: target.to,
      changeNote: changeNote(goal, target),
    });
  };
  const tryCopy = () => {
    onSetup.reset();
    onCopy.mutate(copyRequest(goal, target));
  };
  // A fragment: the button sits in the card's row beside More Information, the panel wraps below it.
  return (
    <>
      <TapButton
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onTap={() => setOpen(!open)}
      >
        Try this
      </TapButton>
      {open && (
        <div
          id={panelId}
          className="flex basis-full flex-col gap-2 rounded-md border border-dashed border-input p-3 text-sm"
        >
          <p>
            <span className="font-medium">{what}</span>: save it on your installed setup "{target.setupName}"
            as a new version (History can restore the one before), or on a copy of it.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <TapButton size="sm" className={WRAP} disabled={pending} onTap={trySetup}>
              {onSetup.isPending ? 'Saving…' : `On "${target.setupName}"`}
            </TapButton>
            <TapButton variant="secondary" size="sm" className={WRAP} disabled={pending} onTap={tryCopy}>
              {onCopy.isPending ? 'Saving…' : 'On a copy'}
            </TapButton>
          </div>
          {error && (
            <p role="alert" className="text-danger-text">
              {failure(error)}
            </p>
          )}
        </div>
      )}
    </>
  );
}
