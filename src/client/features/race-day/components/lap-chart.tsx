import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ChartModel } from '../lib/chart-data';

/** The theme (html[data-theme]) as it changes: the canvas is drawn again in the new colours. */
function useTheme(): string | undefined {
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(document.documentElement.dataset.theme));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

type ChartModule = typeof import('../lib/uplot-chart');
let loading: Promise<ChartModule> | undefined;

/** The chart chunk, asked for once however many charts a page draws (a failed load is tried again). */
function loadChart(): Promise<ChartModule> {
  loading ??= import('../lib/uplot-chart').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

interface LapChartProps {
  /** Memoised by the caller: a new model draws the chart anew. */
  model: ChartModel;
  /** What the chart shows, in words, for screen readers (the canvas says nothing). */
  label: string;
  /** The table alternative: every lap, for screen readers and for anyone who wants the numbers. */
  table: ReactNode;
  /** What opens the table ('Show the laps as a table'). */
  tableSummary?: string;
  /** What the chart leaves out, said under it (a start segment). */
  note?: ReactNode;
}

/**
 * A race-day chart (laps, or a run's place and gaps in its race). uPlot and its CSS load on first use, in a chunk of their own; until then (and if
 * they fail to load) the space is kept and the table still tells everything.
 */
export function LapChart({
  model,
  label,
  table,
  tableSummary = 'Show the laps as a table',
  note,
}: LapChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const theme = useTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme is read from CSS variables when drawing, so a change of it must draw again
  useEffect(() => {
    const element = target.current;
    if (!element || model.x.length === 0) return;
    let cancelled = false;
    let cleanup = () => {};
    loadChart()
      .then(({ drawLapChart }) => {
        if (cancelled) return;
        element.replaceChildren();
        const chart = drawLapChart(element, model, element.clientWidth || 320);
        const observer = new ResizeObserver(() => chart.setWidth(element.clientWidth));
        observer.observe(element);
        cleanup = () => {
          observer.disconnect();
          chart.destroy();
        };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [model, theme]);

  return (
    <figure className="lap-chart flex min-w-0 flex-col gap-3">
      <div ref={target} role="img" aria-label={label} className="min-h-60 w-full" />
      {note && <figcaption className="text-sm text-muted-foreground">{note}</figcaption>}
      {failed && (
        <p className="text-sm text-muted-foreground">
          The chart could not be loaded: the table below has every lap.
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{tableSummary}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}
