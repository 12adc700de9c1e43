import { useState } from 'react';
import type { VersionOutcome } from '../../../../shared/schemas/setup-version';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { versionMutations } from '../../../lib/resources/setup-versions';
import { failureToast, successToast } from '../../../lib/toasts';
import type { SetupTab } from '../kinds/setup-kind';
import { contentKindOf, OUTCOME_LABELS } from '../lib/history';

interface SetOutcomeButtonProps {
  kind: { tab: SetupTab };
  setupId: number;
  version: number;
  outcome: VersionOutcome;
  /** The track the runs were at: a version that ran at two may be offered two outcomes. */
  track: string;
  /** What the runs said, for the racer to weigh before confirming. */
  evidence: string;
}

/**
 * "Set outcome: Better" from what the runs said (issue 16): a suggestion the racer confirms, as
 * only they know what else went on; it writes the version's outcome as the Reason and outcome form does.
 */
export function SetOutcomeButton({
  kind,
  setupId,
  version,
  outcome,
  track,
  evidence,
}: SetOutcomeButtonProps) {
  const [open, setOpen] = useState(false);
  const label = OUTCOME_LABELS[outcome];
  const patch = useResourceMutation(versionMutations.patch(contentKindOf(kind), setupId), {
    onSuccess: () => successToast(`Version ${version} marked ${label}`),
    onError: (error) => failureToast(`Failed to set the outcome of version ${version}`, error),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone="primary"
      trigger={
        <Button size="sm" variant="secondary" className="self-start">
          Set outcome: {label}
          <span className="sr-only">
            {' '}
            (version {version}, {track})
          </span>
        </Button>
      }
      title={`Mark version ${version} ${label}?`}
      description={evidence}
      confirmLabel={`Mark ${label}`}
      pendingLabel="Saving..."
      pending={patch.isPending}
      onConfirm={() => patch.mutate({ version, outcome }, { onSettled: () => setOpen(false) })}
    />
  );
}
