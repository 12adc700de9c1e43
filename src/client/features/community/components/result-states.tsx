import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';

export function EmptyResults({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card p-8 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      {filtered ? (
        <>
          <p className="font-medium">No shared setups match your search</p>
          <p className="text-sm text-muted-foreground">Try other words or fewer filters.</p>
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <p className="font-medium">No setups have been shared yet</p>
          <p className="text-sm text-muted-foreground">
            Share one of your setup sheets and it will show up here for every racer.
          </p>
        </>
      )}
    </div>
  );
}

export function ResultsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-danger-text bg-danger-soft p-4 text-danger-text"
    >
      <p className="font-medium">Failed to load community setups</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Card-shaped placeholders while the first page loads, so nothing jumps when it arrives. */
export function ResultsSkeleton() {
  return (
    <LoadingState>
      <div role="status" aria-label="Loading setups">
        <ul aria-hidden="true" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li
              key={i}
              className="h-48 animate-pulse rounded-lg border border-border bg-muted motion-reduce:animate-none"
            />
          ))}
        </ul>
      </div>
    </LoadingState>
  );
}
