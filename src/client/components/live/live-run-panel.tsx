import { useId } from 'react';
import type { LiveSession } from '../../../shared/schemas/live';
import { formatLapTime } from '../../../shared/timing/lap-time';
import { openSessionOf, useLiveSessions } from '../../lib/resources/live';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { useLapCallout } from './lap-callout';
import { LiveBadge } from './live-badge';
import { useLiveLaps } from './use-live-laps';

const timeOrDash = (ms: number | null) => (ms === null ? '–' : formatLapTime(ms));

/** How many of the newest laps the list shows; the run's table below has them all. */
const SHOWN_LAPS = 20;

function LivePanel({ session, runId }: { session: LiveSession; runId: number }) {
  const titleId = useId();
  const callout = useLapCallout();
  const live = useLiveLaps(runId, callout.speak);
  const newest = live.laps[0];
  return (
    <Card aria-labelledby={titleId} className="border-primary">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <LiveBadge closed={live.state === 'closed'} />
            Laps as they come
          </CardTitle>
          {callout.available && (
            <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={callout.on}
                onChange={(event) => callout.choose(event.target.checked)}
              />
              Call out each lap
            </label>
          )}
        </div>
        <CardDescription>
          {session.clubName} · {session.decoderName} · transponder {session.transponder}.{' '}
          {live.state === 'closed'
            ? 'The run is closed.'
            : 'The run closes by itself after a gap with no passings.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {live.state === 'reconnecting' && (
          <p role="status" className="text-sm text-muted-foreground">
            Connection lost: reconnecting… Laps passed meanwhile arrive once it is back.
          </p>
        )}
        {live.state === 'lost' && (
          <p role="alert" className="text-sm text-danger-text">
            Live laps stopped. Reload the page to try again; the run keeps every lap the decoder hears.
          </p>
        )}
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            ['Laps', newest ? String(newest.laps) : '0'],
            ['Best', timeOrDash(live.bestMs)],
            ['Top-5 average', timeOrDash(live.top5Ms)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-md bg-muted p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {live.laps.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {live.state === 'connecting' ? 'Connecting…' : 'Waiting for your next passing…'}
          </p>
        ) : (
          // Polite: each new lap is read out to a screen reader once, as it arrives.
          <ol aria-label="Laps, newest first" aria-live="polite" className="flex flex-col">
            {live.laps.slice(0, SHOWN_LAPS).map((lap) => (
              <li
                key={lap.lap}
                className="flex justify-between border-b border-border py-1.5 tabular-nums last:border-0"
              >
                <span className="text-muted-foreground">Lap {lap.lap}</span>
                <span className={lap.lapMs === live.bestMs ? 'font-semibold text-primary' : undefined}>
                  {formatLapTime(lap.lapMs)}
                  {lap.lapMs === live.bestMs && <span className="sr-only"> (best)</span>}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * What a run's page shows while its decoder session is open (issue 30): laps as they arrive, the
 * running best and top-5, a "Live" badge and the optional spoken call-out. Nothing otherwise, and
 * nothing when the sessions cannot be read (the page is whole without it).
 */
export function LiveRunPanel({ runId }: { runId: number }) {
  const sessions = useLiveSessions();
  const session = openSessionOf(sessions.data, runId);
  if (!session) return null;
  return <LivePanel key={session.id} session={session} runId={runId} />;
}
