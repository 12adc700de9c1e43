import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A polite live region so screen readers hear 'Loading' while auth or a page resolves. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center p-8', className)}>
      <LoaderCircle
        aria-hidden="true"
        className="size-8 animate-spin text-primary motion-reduce:animate-none"
      />
    </div>
  );
}
