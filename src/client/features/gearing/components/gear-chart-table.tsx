import { useEffect, useRef } from 'react';
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
 * Scrolls the chart's own box (never the page, so no scrollIntoView) to put the racer's pair in the
 * middle of the part the sticky headers leave visible: on a phone 81T is off to the right at first.
 */
function centreCurrent(box: HTMLElement | null) {
  const cell = box?.querySelector<HTMLElement>('[aria-current="true"]');
  const corner = box?.querySelector<HTMLElement>('thead th');
  if (!box || !cell || !corner) return;
  box.scrollLeft = cell.offsetLeft + cell.offsetWidth / 2 - (corner.offsetWidth + box.clientWidth) / 2;
  box.scrollTop = cell.offsetTop + cell.offsetHeight / 2 - (corner.offsetHeight + box.clientHeight) / 2;
}

/**
 * A real table: a row per pinion, a column per spur, rollouts in mm. It scrolls inside its own box
 * (never the page) with the spur row and the pinion column held in place, so a racer on a phone can
 * still read which pair a number belongs to.
 */
export function GearChartTable({ chart, pinionLabel, current }: GearChartTableProps) {
  const box = useRef<HTMLElement>(null);
  const pinion = current?.pinion;
  const spur = current?.spur;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre only when the racer's pair changes, not on every keystroke in the ranges
  useEffect(() => centreCurrent(box.current), [pinion, spur]);
  return (
    <section
      ref={box}
      aria-label="Gear chart, scrolls both ways"
      // Relative: the screen-reader-only texts inside are absolutely placed and must scroll (and
      // clip) with the table, not widen the page. Focusable so keyboard users can scroll it with
      // the arrow keys (axe scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="relative max-h-[28rem] overflow-auto rounded-md border border-border"
    >
      <table className="border-separate border-spacing-0 whitespace-nowrap text-sm tabular-nums">
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
