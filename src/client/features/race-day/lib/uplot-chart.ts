import uPlot, { type Options, type Series } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { type ChartLine, type ChartModel, formatTick } from './chart-data';
import './lap-chart.css';

/**
 * The lap chart drawn with uPlot (canvas). This module and the library are one lazily loaded chunk:
 * the race-day pages import it dynamically, so nothing of it reaches the entry or their own chunks.
 */

/** Compared runs differ by dash pattern as well as colour. */
const DASHES: number[][] = [[], [8, 4], [2, 3], [12, 4, 2, 4]];
const LEGEND_DASH = ['solid', 'dashed', 'dotted', 'dashed'];

/** The theme's colours, read when the chart is drawn (and drawn again when the theme changes). */
function palette() {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    lines: [v('--chart-1'), v('--chart-2'), v('--chart-3'), v('--chart-4')],
    best: v('--chart-best'),
    top5: v('--chart-top5'),
    text: v('--muted-foreground'),
    grid: v('--border'),
    card: v('--card'),
  };
}

type Palette = ReturnType<typeof palette>;

/** `lapIndex`: which of the runs' lines this is (its colour and dash), for a line of laps. */
function seriesOf(line: ChartLine, lapIndex: number, colours: Palette): Series {
  switch (line.kind) {
    case 'outliers':
      return {
        label: line.label,
        stroke: colours.text,
        alpha: 0.6,
        paths: () => null,
        points: { show: true, space: 0, size: 8, width: 1.5, stroke: colours.text, fill: colours.card },
      };
    case 'best':
      return { label: line.label, stroke: colours.best, width: 1.5, points: { show: false } };
    case 'top5':
      return { label: line.label, stroke: colours.top5, width: 1.5, dash: [6, 4], points: { show: false } };
    default: {
      const stroke = colours.lines[lapIndex % 4] as string;
      return {
        label: line.label,
        stroke,
        width: 2,
        dash: DASHES[lapIndex % 4],
        spanGaps: true,
        points: { show: true, space: 0, size: 6, stroke, fill: stroke },
      };
    }
  }
}

export interface DrawnChart {
  setWidth(width: number): void;
  destroy(): void;
}

/** Draws the model into `target`, `width` pixels wide. */
export function drawLapChart(target: HTMLElement, model: ChartModel, width: number): DrawnChart {
  const colours = palette();
  let lapIndex = 0;
  const series: Series[] = [
    { label: 'Lap', value: (_u, v) => (v === null ? '' : String(v)) },
    ...model.lines.map((line, index) => {
      const s = seriesOf(line, line.kind === 'laps' ? lapIndex++ : 0, colours);
      // The legend reads the real time, also of a lap pinned to the edge of the range.
      s.value = (_u, _v, _si, idx) => {
        const real = idx === null ? null : (model.trueTimes[index]?.[idx] ?? null);
        return real === null ? '' : formatLapTime(Math.round(real * 1000));
      };
      return s;
    }),
  ];
  const kinds = model.lines.map((l) => l.kind);
  let laps = 0;
  const legendDash = kinds.map((k) =>
    k === 'top5' ? 'dashed' : k === 'laps' ? LEGEND_DASH[laps++ % 4] : 'solid',
  );
  const axis = {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid },
  };
  const options: Options = {
    width,
    height: width < 480 ? 240 : 300,
    series,
    scales: { x: { time: false }, y: { range: () => model.range } },
    axes: [
      {
        ...axis,
        label: 'Lap',
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
      },
      { ...axis, label: 'Time (s)', size: 56, values: (_u, ticks) => ticks.map(formatTick) },
    ],
    legend: { markers: { dash: (_u, si) => legendDash[si - 1] ?? 'solid' } },
    cursor: { drag: { x: false, y: false } },
  };
  const data = [model.x, ...model.lines.map((l) => l.values)] as uPlot.AlignedData;
  const chart = new uPlot(options, data, target);
  return {
    setWidth: (next) => chart.setSize({ width: next, height: next < 480 ? 240 : 300 }),
    destroy: () => chart.destroy(),
  };
}
