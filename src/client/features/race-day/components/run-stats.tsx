import type { LapStats } from '../../../../shared/lap-stats';
import type { OfficialFigures } from '../../../../shared/schemas/run';
import { OFFICIAL_NOTE, STAT_ROWS } from '../lib/stat-rows';

/**
 * A run's statistics as tiles (two a row on a phone); where the results sheet states laps, total or
 * best lap, its figure sits under ours, with a note on why they can differ.
 */
export function RunStats({ stats, official }: { stats: LapStats; official: OfficialFigures | null }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STAT_ROWS.map((row) => (
          <div key={row.label} className="rounded-md border border-border bg-background p-3">
            <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{row.value(stats)}</dd>
            {official && row.official && (
              <dd className="text-xs text-muted-foreground tabular-nums">
                Results sheet: {row.official(official)}
              </dd>
            )}
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {stats.cleanLaps} of {stats.laps} laps are clean.
        {official ? ` ${OFFICIAL_NOTE}` : ''}
      </p>
    </div>
  );
}
