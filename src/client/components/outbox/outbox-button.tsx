import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { useOnline } from '../../lib/offline/use-online';
import type { QueuedWrite } from '../../lib/outbox/store';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { QueuedWriteItem } from './queued-write-item';
import { useDiscardWrite, useOutboxSender } from './use-outbox';

export const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/**
 * The outbox's badge in the header (issue 18): how many changes made without a connection wait, and
 * the list of them, each to discard (a refused one to resolve). Nothing shows while nothing waits.
 */
export function OutboxButton({ userId, writes }: { userId: number; writes: QueuedWrite[] }) {
  const waiting = writes.filter((write) => write.state === 'waiting').length;
  const send = useOutboxSender(userId, waiting);
  const discard = useDiscardWrite();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (writes.length === 0 && !open) return null;
  const stuck = writes.length - waiting;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Not sent yet"
      description={
        online
          ? 'Changes made without a connection are sent in the order you made them.'
          : 'No connection. These changes are kept on this phone and sent, in the order you made them, once it is back online.'
      }
      trigger={
        <Button
          variant="ghost"
          className="relative gap-1 px-2"
          aria-label={`${changes(writes.length)} not sent yet`}
        >
          <CloudUpload aria-hidden="true" className="size-5" />
          <span
            aria-hidden="true"
            className={`min-w-5 rounded-full px-1 text-xs font-semibold ${stuck ? 'bg-danger text-danger-foreground' : 'bg-primary text-primary-foreground'}`}
          >
            {writes.length}
          </span>
        </Button>
      }
    >
      {writes.length === 0 ? (
        <p className="text-sm">Everything has been sent.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {writes.map((write) => (
            <QueuedWriteItem
              key={write.key}
              write={write}
              onDiscard={discard}
              onLeave={() => setOpen(false)}
            />
          ))}
        </ul>
      )}
      {waiting > 0 && (
        <Button
          className="w-fit"
          disabled={!online || sending}
          onClick={() => {
            setSending(true);
            void send().finally(() => setSending(false));
          }}
        >
          {sending ? 'Sending…' : 'Send now'}
        </Button>
      )}
    </Dialog>
  );
}
