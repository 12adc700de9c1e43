import type { GearChart } from '../../../../shared/gearing/chart';
import { cn } from '../../../lib/cn';

interface GearChartTableProps {
  chart: GearChart;
  pinionLabel: string;
  /** The car's current pair, highlighted where it falls inside the ranges. */
  current: { pinion: number; spur: number } | null;
}

const stickyCell = 'sticky bg-card';

/**
 * A real table: a row per pinion, a column per spur, rollouts in mm. It scrolls inside its own box
 * (never the page) with the spur row and the pinion column held in place, so a racer on a phone can
 * still read which pair a number belongs to.
 */
export function GearChartTable({ chart, pinionLabel, current }: GearChartTableProps) {
  return (
    <section
      aria-label="Gear chart, scrolls both ways"
      // Focusable so keyboard users can scroll it with the arrow keys (axe scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-md border border-border"
    >
      <table className="border-separate border-spacing-0 text-sm tabular-nums">
        <caption className="sr-only">
          Rollout in mm per revolution for each {pinionLabel.toLowerCase()} (rows) and spur (columns)
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={cn(
                stickyCell,
                'top-0 left-0 z-20 border-b border-r border-border px-2 py-1.5 text-left',
              )}
            >
              {pinionLabel} \ Spur
            </th>
            {chart.spurs.map((spur) => (
              <th
                key={spur}
                scope="col"
                className={cn(stickyCell, 'top-0 z-10 border-b border-border px-2 py-1.5 text-right')}
              >
                {spur}T
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.pinions.map((pinion, row) => (
            <tr key={pinion}>
              <th
                scope="row"
                className={cn(stickyCell, 'left-0 z-10 border-r border-border px-2 py-1.5 text-left')}
              >
                {pinion}T
              </th>
              {chart.spurs.map((spur, column) => {
                const isCurrent = current?.pinion === pinion && current.spur === spur;
                return (
                  <td
                    key={spur}
                    aria-current={isCurrent ? 'true' : undefined}
                    className={cn(
                      'px-2 py-1.5 text-right',
                      isCurrent && 'bg-primary font-bold text-primary-foreground',
                    )}
                  >
                    {chart.rollouts[row]?.[column]?.toFixed(1)}
                    {isCurrent && <span className="sr-only"> (your gears)</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
