import { CloudUpload } from 'lucide-react';

/**
 * Marks a record made without a connection that the outbox has not sent yet (issue 29): a run on
 * Race Day shows at once, and says it is only on this phone so far.
 */
export function WaitingBadge() {
  return (
    <span className="inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-semibold text-foreground">
      <CloudUpload aria-hidden="true" className="size-3.5" />
      Waiting to send
    </span>
  );
}
