import { cleanMask } from '../../../../shared/lap-stats';
import type { Lap } from '../../../../shared/schemas/run';
import { lapText } from '../lib/run-display';
import { ColumnHeaders, TABLE_CELL } from './page-parts';

const td = TABLE_CELL;

/** The index of the fastest clean lap (the first of equals), or -1: the lap the table marks best. */
function fastestClean(laps: readonly Lap[], clean: readonly boolean[]): number {
  let best = -1;
  laps.forEach((lap, i) => {
    if (clean[i] && (best < 0 || lap.timeMs < (laps[best] as Lap).timeMs)) best = i;
  });
  return best;
}

/**
 * One run's laps as recorded (16.36 stays 16.36): number, time, and whether the lap counts as clean
 * (the chart dims the others). The fastest clean lap is marked from the laps themselves: the run's
 * best may be the file's own figure, given to more digits than its laps.
 */
export function LapTable({ laps, startSegment = false }: { laps: readonly Lap[]; startSegment?: boolean }) {
  const clean = cleanMask(
    laps.map((l) => l.timeMs),
    startSegment,
  );
  const best = fastestClean(laps, clean);
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="pb-2 text-left text-muted-foreground">
        Every lap of the run, as the timing recorded it. A lap that is not clean (slower than 1.5 × the
        median, or faster than half of it) counts in the total but not in the best lap, top-5 average or
        consistency.{startSegment && ' Lap 1 is the start segment, from the grid to the first crossing.'}
      </caption>
      <thead>
        <ColumnHeaders labels={['Lap', 'Time', 'Clean']} />
      </thead>
      <tbody>
        {laps.map((lap, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: laps keep their order; a typed list may repeat a lap number
          <tr key={index} className="border-b border-border last:border-0">
            <th scope="row" className={`${td} text-left font-normal`}>
              {lap.lapNo}
            </th>
            <td className={td}>
              {lapText(lap)}
              {index === best ? ' (best)' : ''}
            </td>
            <td className={clean[index] ? td : `${td} text-muted-foreground`}>
              {clean[index] ? 'Yes' : startSegment && index === 0 ? 'No (start)' : 'No'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Compared runs' laps side by side, by lap number; a dash where a run has no such lap. */
export function CompareLapTable({
  runs,
}: {
  runs: ReadonlyArray<{ label: string; laps: readonly Lap[]; startSegment?: boolean }>;
}) {
  const lapNos = [...new Set(runs.flatMap((r) => r.laps.map((l) => l.lapNo)))].sort((a, b) => a - b);
  const byLap = runs.map((r) => new Map(r.laps.map((l) => [l.lapNo, l])));
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-muted-foreground">
        The runs' laps side by side, by lap number, as the timing recorded them. A start segment (from the
        grid to the first crossing) is marked and left out of the chart.
      </caption>
      <thead>
        <ColumnHeaders labels={['Lap', ...runs.map((run) => run.label)]} />
      </thead>
      <tbody>
        {lapNos.map((lapNo) => (
          <tr key={lapNo} className="border-b border-border last:border-0">
            <th scope="row" className={`${td} text-left font-normal`}>
              {lapNo}
            </th>
            {byLap.map((laps, index) => {
              const lap = laps.get(lapNo);
              return (
                <td key={runs[index]?.label} className={td}>
                  {lap === undefined ? '—' : lapText(lap)}
                  {lap !== undefined && runs[index]?.startSegment && lap === runs[index]?.laps[0]
                    ? ' (start)'
                    : ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
