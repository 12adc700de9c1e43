import { useMemo } from 'react';
import { figureDecimals } from '../../../../shared/run-stats';
import type { Run } from '../../../../shared/schemas/run';
import { runChartModel } from '../lib/chart-data';
import { figureText, lapText } from '../lib/run-display';
import { LapChart } from './lap-chart';
import { LapTable } from './lap-tables';
import { SectionCard } from './page-parts';

type ChartedRun = Pick<Run, 'laps' | 'stats' | 'official' | 'startSegment'>;

/** The chart's model: the run's laps but a start segment, its best and top-5 at their precision. */
export function runLapModel(run: ChartedRun) {
  const level = (figure: 'bestMs' | 'top5AvgMs') => ({
    ms: run.stats[figure],
    decimals: figureDecimals(run.stats, run.official, figure),
  });
  return runChartModel(run.laps, {
    best: level('bestMs'),
    top5: level('top5AvgMs'),
    startSegment: run.startSegment,
  });
}

/**
 * A run's lap chart and its table (issue 29, item 9): a start segment is left out of the chart, and
 * of its range, with a note saying so and its time; the table lists it, marked.
 */
export function RunLapTimes({ run }: { run: ChartedRun }) {
  const model = useMemo(() => runLapModel(run), [run]);
  const start = run.startSegment ? run.laps[0] : undefined;
  const note = start && (
    <>
      Lap 1 (the start, {lapText(start)} s) is not drawn: it runs from the grid to the first crossing, so it
      is not a lap of the track. It counts in the laps and total time.
    </>
  );
  const label =
    `Lap times of ${run.stats.laps} laps: best ${figureText(run, 'bestMs')}, ` +
    `top-5 average ${figureText(run, 'top5AvgMs')}. Laps that are not clean are shown dimmed.` +
    (start ? ` Lap 1, the start segment (${lapText(start)} s), is not drawn.` : '');
  return (
    <SectionCard title="Lap times">
      <LapChart
        model={model}
        label={label}
        note={note}
        table={<LapTable laps={run.laps} startSegment={run.startSegment} />}
      />
    </SectionCard>
  );
}
