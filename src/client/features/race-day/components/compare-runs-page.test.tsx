import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFieldRun, makeRun } from '../../../test/run-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import type { ChartModel } from '../lib/chart-data';

const drawn = vi.hoisted(() => ({ models: [] as unknown[] }));
vi.mock('../lib/uplot-chart', () => ({
  drawLapChart: (_target: HTMLElement, model: unknown) => {
    drawn.models.push(model);
    return { setWidth() {}, destroy() {} };
  },
}));

describe('comparing runs', () => {
  it('shows each run’s laps and figures as recorded, the file’s labelled official, start segments apart', async () => {
    // An imported main (start segment, laps to 1/100 s, the file's figures) beside a run logged by hand.
    const imported = makeFieldRun({ id: 7 });
    const typed = makeRun({ id: 9, date: '2025-03-02' }, [20_210, 20_050, 20_380]);
    mockApi({
      ...session(TEST_USER),
      'GET /api/runs/7': () => [200, imported],
      'GET /api/runs/9': () => [200, typed],
      'GET /api/setup-sheets': () => [200, []],
      'GET /api/esc-setups': () => [200, []],
    });
    const user = userEvent.setup();
    renderApp('/race-day/compare?runs=7,9');

    const stats = await screen.findByRole('table', { name: "The runs' statistics side by side" });
    const row = (label: string) =>
      [
        ...(within(stats).getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement).cells,
      ].map((c) => c.textContent);
    expect(row('Best lap')).toEqual(['Best lap', '19.80Official', '20.050']);
    expect(row('Total time')).toEqual(['Total time', '1:12.90Official', '1:00.640']);
    expect(row('Top-5 average')).toEqual(['Top-5 average', '20.13', '20.213']);

    await vi.waitFor(() => expect(drawn.models).toHaveLength(1));
    const model = drawn.models[0] as ChartModel;
    // The imported run's lap 1 (its start segment) is not drawn; the typed run's lap 1 is.
    expect(model.lines.map((l) => l.values[0])).toEqual([null, 20.21]);
    expect(model.lines[0]?.text.slice(1)).toEqual(['19.80', '20.50', '20.10']);

    await user.click(screen.getByText('Show the laps as a table'));
    const laps = screen.getByRole('table', { name: /^The runs' laps side by side/ });
    const first = within(laps).getAllByRole('row')[1] as HTMLTableRowElement;
    expect([...first.cells].map((c) => c.textContent)).toEqual(['1', '12.50 (start)', '20.210']);
  });
});
