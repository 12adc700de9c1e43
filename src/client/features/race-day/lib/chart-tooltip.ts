import type uPlot from 'uplot';
import type { ChartModel } from './chart-data';

/**
 * A small box by the cursor naming the lap and each line's value at it, at the precision it was
 * recorded with (the legend says the same below the chart). uPlot has no tooltip of its own: this is
 * a plugin on its setCursor hook, placed in the plot's overlay and hidden when the cursor leaves.
 * With no cursor over the plot (at first, on a phone until a tap) the legend shows the last lap's
 * values rather than empty labels.
 */
export function chartTooltip(model: ChartModel): uPlot.Plugin {
  let box: HTMLDivElement | undefined;
  const last = model.x.length - 1;
  const legendAtLast = (u: uPlot) => {
    if (last >= 0) u.setLegend({ idx: last }, false);
  };
  return {
    hooks: {
      ready: legendAtLast,
      init: (u) => {
        box = document.createElement('div');
        box.className = 'chart-tooltip';
        box.setAttribute('aria-hidden', 'true');
        box.hidden = true;
        u.over.appendChild(box);
      },
      setCursor: (u) => {
        if (!box) return;
        const { idx, left, top } = u.cursor;
        if (idx === null || idx === undefined || left === undefined || left < 0 || top === undefined) {
          box.hidden = true;
          legendAtLast(u);
          return;
        }
        const lap = model.xText?.[idx] ?? String(model.x[idx]);
        const rows = model.lines.flatMap((l) => {
          const text = l.text[idx];
          return text ? [`${l.label}: ${text}`] : [];
        });
        box.textContent = '';
        for (const text of [`Lap ${lap}`, ...rows]) {
          const row = document.createElement('div');
          row.textContent = text;
          box.appendChild(row);
        }
        box.hidden = false;
        // Keep the box inside the plot: to the cursor's left on the right half.
        const right = left > u.over.clientWidth / 2;
        box.style.left = right ? '' : `${left + 12}px`;
        box.style.right = right ? `${u.over.clientWidth - left + 12}px` : '';
        box.style.top = `${Math.max(0, top - 12)}px`;
      },
    },
  };
}
