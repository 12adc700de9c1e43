import uPlot, { type Axis, type Options, type Series } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartLine, type ChartModel, formatTick } from './chart-data';
import './lap-chart.css';
import { chartTooltip } from './chart-tooltip';

/**
 * The race-day charts drawn with uPlot (canvas): lap times, and a run's place and gaps in its race.
 * This module and the library are one lazily loaded chunk: the race-day pages import it
 * dynamically, so nothing of it reaches the entry or their own chunks.
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

const line = (label: string, stroke: string, dash: number[] = []): Series => ({
  label,
  stroke,
  width: 2,
  dash,
  spanGaps: true,
  points: { show: true, space: 0, size: 6, stroke, fill: stroke },
});

/** `lapIndex`: which of the runs' lines this is (its colour and dash), for a line of laps. */
function seriesOf(chartLine: ChartLine, lapIndex: number, colours: Palette): Series {
  switch (chartLine.kind) {
    case 'outliers':
      return {
        label: chartLine.label,
        stroke: colours.text,
        alpha: 0.6,
        paths: () => null,
        points: { show: true, space: 0, size: 8, width: 1.5, stroke: colours.text, fill: colours.card },
      };
    case 'best':
      return { label: chartLine.label, stroke: colours.best, width: 1.5, points: { show: false } };
    case 'top5':
      return {
        label: chartLine.label,
        stroke: colours.top5,
        width: 1.5,
        dash: [6, 4],
        points: { show: false },
      };
    case 'position':
      return line(chartLine.label, colours.lines[0] as string);
    case 'gap-leader':
      return line(chartLine.label, colours.lines[1] as string);
    case 'gap-ahead':
      return line(chartLine.label, colours.lines[2] as string, DASHES[1]);
    default:
      return line(chartLine.label, colours.lines[lapIndex % 4] as string, DASHES[lapIndex % 4]);
  }
}

const LEGEND_DASHES: Record<ChartLine['kind'], string> = {
  laps: 'solid',
  outliers: 'solid',
  best: 'solid',
  top5: 'dashed',
  position: 'solid',
  'gap-leader': 'solid',
  'gap-ahead': 'dashed',
};

/** The y axis: its label and ticks as the model's measure reads (a place is a whole number, P1 on top). */
function yAxis(model: ChartModel): Pick<Axis, 'label' | 'values' | 'splits'> {
  if (model.y === 'position') {
    const places = Array.from({ length: Math.round(model.range[1] - 0.5) }, (_, i) => i + 1);
    const step = Math.ceil(places.length / 8);
    return {
      label: 'Position',
      splits: () => places.filter((p) => (p - 1) % step === 0),
      values: (_u, ticks) => ticks.map((t) => `P${t}`),
    };
  }
  return {
    label: model.y === 'gap' ? 'Behind (s)' : 'Lap time (s)',
    values: (_u, ticks) => ticks.map(formatTick),
  };
}

export interface DrawnChart {
  setWidth(width: number): void;
  destroy(): void;
}

const heightOf = (width: number) => (width < 480 ? 240 : 300);

/** Draws the model into `target`, `width` pixels wide. */
export function drawLapChart(target: HTMLElement, model: ChartModel, width: number): DrawnChart {
  const colours = palette();
  let lapIndex = 0;
  const series: Series[] = [
    {
      label: 'Lap',
      value: (_u, v, _si, idx) =>
        v === null ? '' : ((idx === null ? undefined : model.xText?.[idx]) ?? String(v)),
    },
    ...model.lines.map((chartLine) => {
      const s = seriesOf(chartLine, chartLine.kind === 'laps' ? lapIndex++ : 0, colours);
      // The legend reads the real value at its precision, also of a lap pinned to the edge.
      s.value = (_u, _v, _si, idx) => (idx === null ? '' : (chartLine.text[idx] ?? ''));
      return s;
    }),
  ];
  let laps = 0;
  const legendDash = model.lines.map((l) =>
    l.kind === 'laps' ? (LEGEND_DASH[laps++ % 4] as string) : LEGEND_DASHES[l.kind],
  );
  const axis = {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid },
  };
  const options: Options = {
    width,
    height: heightOf(width),
    series,
    scales: {
      x: { time: false },
      y: { range: () => model.range, ...(model.y === 'position' ? { dir: -1 as const } : {}) },
    },
    axes: [
      {
        ...axis,
        label: 'Lap',
        values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
      },
      { ...axis, size: 56, ...yAxis(model) },
    ],
    legend: { markers: { dash: (_u, si) => legendDash[si - 1] ?? 'solid' } },
    cursor: { drag: { x: false, y: false } },
    plugins: [chartTooltip(model)],
  };
  const data = [model.x, ...model.lines.map((l) => l.values)] as uPlot.AlignedData;
  const chart = new uPlot(options, data, target);
  return {
    setWidth: (next) => chart.setSize({ width: next, height: heightOf(next) }),
    destroy: () => chart.destroy(),
  };
}
