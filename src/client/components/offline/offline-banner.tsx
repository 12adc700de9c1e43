import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { formatMoment } from '../../lib/local-dates';
import { useOnline } from '../../lib/offline/use-online';

/** When the newest answer the app holds came from the server: how old what it shows may be. */
export function savedAt(client: QueryClient): Date | undefined {
  const newest = Math.max(
    0,
    ...client
      .getQueryCache()
      .getAll()
      .map((q) => q.state.dataUpdatedAt),
  );
  return newest > 0 ? new Date(newest) : undefined;
}

/**
 * Issue 18: offline, the signed-in racer reads what this phone saved; the banner says so and how
 * old it is, above every page (lazy, signed-in only: root-layout.tsx).
 */
export default function OfflineBanner() {
  const online = useOnline();
  const client = useQueryClient();
  if (online) return null;
  const at = savedAt(client);
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>Offline — showing what this phone saved{at ? `, as of ${formatMoment(at)}` : ''}.</span>
    </p>
  );
}
