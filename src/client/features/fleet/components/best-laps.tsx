import { Fragment } from 'react';
import { Link } from 'react-router';
import type { TrackBest } from '../../../../shared/schemas/run-overview';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { runHref } from '../../../lib/resources/run-overview';

const LINK = 'font-medium text-primary underline underline-offset-4 hover:text-primary-hover';

/**
 * A car's best lap per track, 'Canberra 39.842 · Tacoma 16.939', the track raced most recently
 * first; each opens the run that set it. `limit` keeps a small card to its latest tracks.
 */
export function BestLapLinks({ laps, limit }: { laps: readonly TrackBest[]; limit?: number }) {
  const shown = limit === undefined ? laps : laps.slice(0, limit);
  const more = laps.length - shown.length;
  return (
    <>
      {shown.map((best, i) => (
        <Fragment key={best.runId}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <Link to={runHref(best.runId)} className={`${LINK} break-words`}>
            {best.trackName} <span className="tabular-nums">{formatLapTime(best.bestMs, best.decimals)}</span>
          </Link>
        </Fragment>
      ))}
      {more > 0 && (
        <span className="text-muted-foreground">
          {' '}
          · {more === 1 ? '1 more track' : `${more} more tracks`}
        </span>
      )}
    </>
  );
}
