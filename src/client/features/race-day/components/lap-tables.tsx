import { cleanMask } from '../../../../shared/lap-stats';
import type { Lap } from '../../../../shared/schemas/run';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { ColumnHeaders, TABLE_CELL } from './page-parts';

const td = TABLE_CELL;

/** One run's laps: number, time, and whether the lap counts as clean (the chart dims the others). */
export function LapTable({ laps, bestMs }: { laps: readonly Lap[]; bestMs: number | null }) {
  const clean = cleanMask(laps.map((l) => l.timeMs));
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="pb-2 text-left text-muted-foreground">
        Every lap of the run. A lap that is not clean (slower than 1.5 × the median, or faster than half of
        it) counts in the total but not in the best lap, top-5 average or consistency.
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
              {formatLapTime(lap.timeMs)}
              {lap.timeMs === bestMs && clean[index] ? ' (best)' : ''}
            </td>
            <td className={clean[index] ? td : `${td} text-muted-foreground`}>
              {clean[index] ? 'Yes' : 'No'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Compared runs' laps side by side, by lap number; a dash where a run has no such lap. */
export function CompareLapTable({ runs }: { runs: ReadonlyArray<{ label: string; laps: readonly Lap[] }> }) {
  const lapNos = [...new Set(runs.flatMap((r) => r.laps.map((l) => l.lapNo)))].sort((a, b) => a - b);
  const byLap = runs.map((r) => new Map(r.laps.map((l) => [l.lapNo, l.timeMs])));
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left text-muted-foreground">
        The runs' laps side by side, by lap number.
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
              const time = laps.get(lapNo);
              return (
                <td key={runs[index]?.label} className={td}>
                  {time === undefined ? '—' : formatLapTime(time)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
