import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useOnline } from '../../lib/offline/use-online';

/**
 * What every loading state shows: its placeholder, or offline, that the page needs a connection.
 * TanStack Query pauses a query with nothing cached until the connection returns (issue 18): a
 * spinner or skeleton would stay up all that while.
 */
export function LoadingState({ className, children }: { className?: string; children: ReactNode }) {
  if (useOnline()) return children;
  return (
    <p role="status" className={cn('p-8 text-center text-muted-foreground', className)}>
      Not available offline — connect to load it.
    </p>
  );
}

/** A polite live region so screen readers hear 'Loading' while auth or a page resolves. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <LoadingState className={className}>
      <div role="status" aria-label={label} className={cn('flex items-center justify-center p-8', className)}>
        <LoaderCircle
          aria-hidden="true"
          className="size-8 animate-spin text-primary motion-reduce:animate-none"
        />
      </div>
    </LoadingState>
  );
}
