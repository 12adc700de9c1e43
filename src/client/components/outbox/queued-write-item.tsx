import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { QueuedWrite } from '../../lib/outbox/store';
import { setupConflictLink } from '../../lib/setup-conflict';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

const time = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const STATE_TEXT: Record<QueuedWrite['state'], string> = {
  waiting: 'Waiting to send',
  conflict: 'Not sent: this setup was changed elsewhere meanwhile. Choose what to keep.',
  failed: 'Not sent: the server refused it.',
};

interface QueuedWriteItemProps {
  write: QueuedWrite;
  onDiscard: (write: QueuedWrite) => Promise<void>;
  /** Leaving the list for the setup's editor (the dialog closes). */
  onLeave: () => void;
}

/** One waiting change: what it is, when it was made, where it stands, and the racer's way out of it. */
export function QueuedWriteItem({ write, onDiscard, onLeave }: QueuedWriteItemProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const stuck = write.state !== 'waiting';
  /**
   * The setup's editor opens with the resolver (lib/setup-conflict.ts): this change as "mine", the
   * setup as stored as "theirs". The editor keeps it from there, as unsaved changes and a draft.
   */
  const resolve = async () => {
    if (!write.setup || write.ifMatch === undefined) return;
    const link = setupConflictLink(write.setup.kind, write.setup.id, {
      mine: (write.body ?? {}) as Record<string, unknown>,
      baseVersion: write.ifMatch,
    });
    navigate(link.to, { state: link.state });
    onLeave();
    await onDiscard(write);
  };
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{write.label}</span>
        <span className="text-sm text-muted-foreground">made at {time(write.queuedAt)}</span>
      </div>
      <p className={stuck ? 'text-sm text-danger-text' : 'text-sm text-muted-foreground'}>
        {STATE_TEXT[write.state]}
        {write.state === 'failed' && write.message ? ` ${write.message}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {write.state === 'conflict' && write.setup && (
          <Button size="sm" onClick={() => void resolve()}>
            Resolve
          </Button>
        )}
        <Button size="sm" variant="danger-ghost" onClick={() => setAsking(true)}>
          Discard
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Discard this change?"
        description={`'${write.label}' has not reached the server. Discarded, it is gone from this phone too.`}
        confirmLabel="Discard"
        onConfirm={() => {
          setAsking(false);
          void onDiscard(write);
        }}
      />
    </li>
  );
}
