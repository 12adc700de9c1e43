import { useEffect, useRef } from 'react';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { cn } from '../../../lib/cn';
import { type CommunitySearch, hasFilters } from '../lib/search-params';
import { usePublicSetup, usePublicSetupList } from '../lib/use-public-setups';
import { useScrollToHighlight } from '../lib/use-scroll-to-highlight';
import { Pagination } from './pagination';
import { EmptyResults, ResultsError, ResultsSkeleton } from './result-states';
import { SetupCard } from './setup-card';

interface SetupResultsProps {
  search: CommunitySearch;
  highlight: number | undefined;
  onPage: (page: number) => void;
  onClear: () => void;
  detailHref: (id: number) => string;
}

const count = (n: number) => `${n} ${n === 1 ? 'setup' : 'setups'}`;

/** The result count, the cards (the highlighted one pinned first if it is not on this page) and the pages. */
export function SetupResults({ search, highlight, onPage, onClear, detailHref }: SetupResultsProps) {
  const list = usePublicSetupList(search);
  const onThisPage = list.data?.items.some((s) => s.id === highlight) ?? false;
  // Only once the page is known: the highlighted setup may well be on it already.
  const pinned = usePublicSetup(highlight, list.isSuccess && !onThisPage);
  const pinnedSetup = !onThisPage && pinned.isSuccess ? pinned.data : undefined;
  const highlightRef = useScrollToHighlight(highlight);
  const countRef = useRef<HTMLParagraphElement>(null);

  const total = list.data?.total ?? 0;
  const totalPages = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : 1;

  // A link or Back can name a page past the last (setups were un-shared since): go to the last one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && total > 0 && search.page > totalPages) onPage(totalPages);
  }, [list.data, list.isPlaceholderData, total, search.page, totalPages, onPage]);

  const turnPage = (page: number) => {
    onPage(page);
    // The new page starts at the top of the results, for the eye and for the keyboard.
    countRef.current?.scrollIntoView({ block: 'start' });
    countRef.current?.focus({ preventScroll: true });
  };

  const card = (setup: PublicSetup) => {
    const marked = setup.id === highlight;
    return (
      <li key={setup.id} className="flex">
        <SetupCard
          setup={setup}
          to={detailHref(setup.id)}
          highlighted={marked}
          ref={marked ? highlightRef : undefined}
        />
      </li>
    );
  };

  return (
    <section aria-label="Results" className="flex min-h-[24rem] flex-col gap-4">
      <p
        ref={countRef}
        tabIndex={-1}
        aria-live="polite"
        className="text-sm font-medium text-muted-foreground outline-none"
      >
        {list.isSuccess ? count(total) : '\u00a0'}
      </p>
      {list.isPending ? (
        <ResultsSkeleton />
      ) : list.isError ? (
        <ResultsError onRetry={() => void list.refetch()} />
      ) : (
        <>
          {(pinnedSetup || list.data.items.length > 0) && (
            <ul
              aria-busy={list.isPlaceholderData}
              className={cn(
                'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3',
                list.isPlaceholderData && 'opacity-60 transition-opacity',
              )}
            >
              {pinnedSetup && card(pinnedSetup)}
              {list.data.items.map(card)}
            </ul>
          )}
          {total === 0 && <EmptyResults filtered={hasFilters(search)} onClear={onClear} />}
          {totalPages > 1 && (
            <Pagination
              page={Math.min(list.data.page, totalPages)}
              totalPages={totalPages}
              onPage={turnPage}
            />
          )}
        </>
      )}
    </section>
  );
}
