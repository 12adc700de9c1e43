import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useOnline } from '../../lib/offline/use-online';

/**
 * A polite live region so screen readers hear 'Loading' while auth or a page resolves. Offline,
 * TanStack Query pauses a query with nothing cached until the connection returns: instead of
 * spinning all that while, every page's loading state says so (issue 18).
 */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  const online = useOnline();
  return (
    <div
      role="status"
      aria-label={online ? label : undefined}
      className={cn('flex items-center justify-center p-8 text-center text-muted-foreground', className)}
    >
      {online ? (
        <LoaderCircle
          aria-hidden="true"
          className="size-8 animate-spin text-primary motion-reduce:animate-none"
        />
      ) : (
        'Not available offline — connect to load it.'
      )}
    </div>
  );
}
