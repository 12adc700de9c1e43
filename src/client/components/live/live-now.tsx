import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLiveSessions } from '../../lib/resources/live';
import { LiveBadge } from './live-badge';

/**
 * Race Day's first line while the racer is on track in front of a club's decoder (issue 30):
 * "Live now: <club> · <decoder> — open", one per open session that already has its run.
 */
export function LiveNow() {
  const sessions = useLiveSessions();
  const open = (sessions.data ?? []).filter((s) => s.closedAt === null && s.runId !== null);
  if (open.length === 0) return null;
  return (
    <section aria-label="Live now" className="flex flex-col gap-2">
      {open.map((session) => (
        <Link
          key={session.id}
          to={`/race-day/runs/${session.runId}`}
          className="flex items-center justify-between gap-3 rounded-lg border border-primary bg-card px-4 py-3 hover:bg-muted"
        >
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <LiveBadge />
            <span className="font-medium">
              Live now: {session.clubName} · {session.decoderName}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-primary">
            Open
            <ChevronRight aria-hidden="true" className="size-4" />
          </span>
        </Link>
      ))}
    </section>
  );
}
