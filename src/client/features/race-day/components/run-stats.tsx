import { useId } from 'react';
import type { LapStats } from '../../../../shared/lap-stats';
import type { OfficialFigures } from '../../../../shared/schemas/run';
import { APP_NOTE, OFFICIAL_NOTE, type StatRow, statGroups } from '../lib/stat-rows';

/** A small tag saying where a figure comes from: never colour alone. */
export function OfficialTag() {
  return (
    <span className="rounded-sm border border-border px-1 text-[0.6875rem] font-medium uppercase tracking-wide text-muted-foreground">
      Official
    </span>
  );
}

function Tiles({
  rows,
  stats,
  official,
  tagged,
}: {
  rows: readonly StatRow[];
  stats: LapStats;
  official: OfficialFigures | null;
  tagged: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {rows.map((row) => (
        <div key={row.label} className="rounded-md border border-border bg-background p-3">
          <dt className="flex flex-wrap items-center gap-1 text-xs font-medium text-muted-foreground">
            {row.label}
            {tagged && <OfficialTag />}
          </dt>
          <dd className="text-lg font-semibold tabular-nums">{row.value({ stats, official })}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A run's statistics as tiles (two a row on a phone), in two groups (issue 29): the figures the
 * timing system states, exactly as its file states them, and the figures the app works out.
 */
export function RunStats({ stats, official }: { stats: LapStats; official: OfficialFigures | null }) {
  const groups = statGroups(stats);
  const officialId = useId();
  const appId = useId();
  return (
    <div className="flex flex-col gap-4">
      {groups.official.length > 0 && (
        <section aria-labelledby={officialId} className="flex flex-col gap-2">
          <h3 id={officialId} className="text-sm font-semibold">
            As the timing system states
          </h3>
          <Tiles rows={groups.official} stats={stats} official={official} tagged />
        </section>
      )}
      <section aria-labelledby={appId} className="flex flex-col gap-2">
        <h3 id={appId} className="text-sm font-semibold">
          Worked out by the app
        </h3>
        <Tiles rows={groups.app} stats={stats} official={official} tagged={false} />
      </section>
      <p className="text-sm text-muted-foreground">
        {stats.cleanLaps} of {stats.laps} laps are clean. {groups.official.length ? OFFICIAL_NOTE : APP_NOTE}
      </p>
    </div>
  );
}
