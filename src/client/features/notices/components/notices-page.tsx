import { CheckCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { useCars } from '../../../lib/resources/cars';
import { useNotices } from '../../../lib/resources/notices';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMarkAllRead } from '../lib/use-notice-mutations';
import { NoticeItem } from './notice-item';

/** /notices: what arrived by itself (issue 30), newest first. */
export function NoticesPage() {
  useDocumentTitle('Notices');
  const notices = useNotices();
  const cars = useCars();
  const markAll = useMarkAllRead();
  const items = notices.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = notices.data?.pages[0]?.unread ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PageHeading title="Notices">
          Races that arrived from events you follow, laps from your club’s decoder, and drivers to confirm.
        </PageHeading>
        <Button
          variant="secondary"
          className="mb-6"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all read
        </Button>
      </div>
      {notices.isPending ? (
        <Spinner label="Loading notices" />
      ) : notices.isError ? (
        <FormError message="Failed to load notices" />
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-card p-8 text-center text-muted-foreground">
          No notices yet. Follow an event on Race Day and its races arrive here as they are published.
        </p>
      ) : (
        <Card>
          <CardContent className="pt-2 sm:pt-2">
            <p className="sr-only" aria-live="polite">
              {unread === 1 ? '1 unread notice' : `${unread} unread notices`}
            </p>
            <ul aria-label="Notices, newest first">
              {items.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} cars={cars.data ?? []} />
              ))}
            </ul>
            {notices.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-3"
                disabled={notices.isFetchingNextPage}
                onClick={() => void notices.fetchNextPage()}
              >
                {notices.isFetchingNextPage ? 'Loading...' : 'Show older notices'}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
