import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Car } from '../../../../shared/schemas/car';
import type { Notice } from '../../../../shared/schemas/notice';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatMoment } from '../../../lib/local-dates';
import { useMarkRead } from '../lib/use-notice-mutations';
import { ConfirmDriver } from './confirm-driver';

/** One notice: its title and body, when, and what the racer can do with it. */
export function NoticeItem({ notice, cars }: { notice: Notice; cars: readonly Car[] }) {
  const markRead = useMarkRead();
  const unread = notice.readAt === null;
  const read = () => {
    if (unread) markRead.mutate(notice.id);
  };
  return (
    <li
      className={cn(
        'flex flex-col gap-2 border-b border-border py-3 pl-3 last:border-b-0',
        unread ? 'border-l-4 border-l-primary' : 'border-l-4 border-l-transparent',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className={cn(unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">Unread: </span>}
          {notice.title}
        </p>
        <time dateTime={notice.createdAt} className="text-sm text-muted-foreground">
          {formatMoment(new Date(notice.createdAt))}
        </time>
      </div>
      {notice.body && <p className="text-sm text-muted-foreground">{notice.body}</p>}
      {notice.kind === 'confirm_driver' && notice.matchId !== null ? (
        <ConfirmDriver matchId={notice.matchId} cars={cars} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {notice.runId !== null && (
            <Link
              to={`/race-day/runs/${notice.runId}`}
              onClick={read}
              className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
            >
              Open the run
              <span className="sr-only">: {notice.title}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          )}
          {unread && notice.runId === null && (
            <Button variant="ghost" size="sm" disabled={markRead.isPending} onClick={read}>
              Mark read<span className="sr-only">: {notice.title}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
