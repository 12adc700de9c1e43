import { useId, useMemo } from 'react';
import type { Run } from '../../../../shared/schemas/run';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import {
  FIELD_PACE_DRIVERS,
  type FieldPace,
  type FieldView,
  fieldView,
  gapChartModel,
  gapText,
  placeText,
  positionChartModel,
} from '../lib/field-data';
import { GapTable, PositionTable } from './field-tables';
import { LapChart } from './lap-chart';
import { SectionCard } from './page-parts';

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** The racer's pace against the field's fastest, said in plain words with what it is worked out from. */
function Pace({ pace, decimals }: { pace: FieldPace; decimals: number }) {
  if (pace.mineMs === null || pace.fieldMs === null) {
    return (
      <p className="text-sm text-muted-foreground">Too few clean laps to compare your pace with the field.</p>
    );
  }
  const diff = pace.mineMs - pace.fieldMs;
  const lap = (ms: number) => formatLapTime(ms, decimals);
  const verdict =
    Math.abs(diff) < 10 ** (3 - decimals) / 2
      ? 'the same as the field’s pace'
      : `${lap(Math.abs(diff))} s a lap ${diff > 0 ? 'slower than' : 'faster than'} the field’s pace`;
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <div className="rounded-md border border-border bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Your top-5 average</dt>
          <dd className="text-lg font-semibold tabular-nums">{lap(pace.mineMs)}</dd>
        </div>
        <div className="rounded-md border border-border bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Field’s pace</dt>
          <dd className="text-lg font-semibold tabular-nums">{lap(pace.fieldMs)}</dd>
        </div>
        <div className="rounded-md border border-border bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">Your rank by top-5 average</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {pace.rank === null ? '—' : `${ordinal(pace.rank)} of ${pace.ranked}`}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        You were {verdict}. The field’s pace is the mean of the top-5 averages of the race’s{' '}
        {pace.fieldDrivers === FIELD_PACE_DRIVERS ? 'five' : pace.fieldDrivers} fastest drivers by top-5
        average (you among them if you were one). Worked out by the app from every driver’s clean laps in the
        results file, the start segment left out.
      </p>
    </div>
  );
}

function chartLabels(view: FieldView) {
  const first = view.standings[0];
  const last = view.standings[view.standings.length - 1];
  if (!first || !last) return { position: '', gap: '' };
  const best = Math.min(...view.standings.map((s) => s.position));
  return {
    position:
      `Your position lap by lap over ${view.standings.length} laps, of ${view.drivers} drivers: ` +
      `${placeText(first.position)} after lap 1, best ${placeText(best)}, ${placeText(last.position)} ` +
      `after lap ${last.lap}.`,
    gap:
      `Your gap to the leader and to the car ahead lap by lap: after lap ${last.lap}, ` +
      `${gapText(last.gapToLeaderMs, view.decimals)} to the leader and ` +
      `${gapText(last.gapToAheadMs, view.decimals)} to the car ahead.`,
  };
}

/**
 * You against the field (issue 29, item 5): on a run imported with its race's drivers, the racer's
 * place and gaps lap by lap (each chart with a table) and their pace against the field's fastest.
 * Nothing for a run without a field. The charts load with the lap chart's lazy chunk.
 */
export function RunField({ run }: { run: Pick<Run, 'field' | 'startSegment' | 'stats'> }) {
  const view = useMemo(() => fieldView(run), [run]);
  const positionId = useId();
  const gapId = useId();
  const models = useMemo(
    () => (view ? { position: positionChartModel(view), gap: gapChartModel(view) } : null),
    [view],
  );
  if (!view || !models) return null;
  const labels = chartLabels(view);
  return (
    <SectionCard title="You against the field">
      <Pace pace={view.pace} decimals={view.decimals} />
      <section aria-labelledby={positionId} className="flex flex-col gap-2">
        <h3 id={positionId} className="font-semibold">
          Position lap by lap
        </h3>
        <LapChart
          model={models.position}
          label={labels.position}
          table={<PositionTable view={view} />}
          tableSummary="Show the positions as a table"
        />
      </section>
      <section aria-labelledby={gapId} className="flex flex-col gap-2">
        <h3 id={gapId} className="font-semibold">
          Gaps lap by lap
        </h3>
        <LapChart
          model={models.gap}
          label={labels.gap}
          table={<GapTable view={view} />}
          tableSummary="Show the gaps as a table"
        />
      </section>
    </SectionCard>
  );
}
