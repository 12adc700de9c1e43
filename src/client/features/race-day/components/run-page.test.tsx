import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeRun } from '../../../test/run-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { makeTyreSet } from '../../../test/tyre-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import type { ChartModel } from '../lib/chart-data';

const drawn = vi.hoisted(() => ({ models: [] as unknown[] }));
vi.mock('../lib/uplot-chart', () => ({
  drawLapChart: (_target: HTMLElement, model: unknown) => {
    drawn.models.push(model);
    return { setWidth() {}, destroy() {} };
  },
}));

// A 4.1 s start segment and a 35.4 s crash lap around nine clean ones.
const TIMES = [4_100, 22_450, 21_980, 22_100, 21_870, 35_400, 22_010, 21_790, 21_950, 22_300, 21_880];
const RUN = makeRun(
  {
    id: 5,
    session: 'qualifier',
    round: 'Q2',
    setupSheetId: 3,
    setupVersion: 4,
    source: 'import',
    official: { laps: 11, totalMs: 257_830, bestMs: 21_790 },
    tyres: 'Pin spikes',
    trackTempC: 24,
  },
  TIMES,
);

function api() {
  mockApi({
    ...session(TEST_USER),
    'GET /api/cars': () => [200, [makeCar({ id: 1 })]],
    'GET /api/runs/5': () => [200, RUN],
    'GET /api/setup-sheets': () => [200, [makeSetupSheet({ id: 3, name: 'Clay base', rcCarId: 1 })]],
    'GET /api/esc-setups': () => [200, []],
  });
}

describe('a run’s page', () => {
  it('draws the laps, with every lap in a table for screen readers', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/race-day/runs/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qualifier Q2 · Tacoma RC' }),
    ).toBeInTheDocument();
    const chart = screen.getByRole('img', {
      name: /^Lap times of 11 laps: best 21\.790, top-5 average 21\.894\./,
    });
    expect(chart).toBeInTheDocument();

    // The chart library draws the clean laps as the line, the others pinned to the range, dimmed.
    await vi.waitFor(() => expect(drawn.models).toHaveLength(1));
    const model = drawn.models[0] as ChartModel;
    expect(model.lines.map((l) => l.label)).toEqual(['Lap time', 'Not clean', 'Best lap', 'Top-5 average']);
    expect(model.lines[1]?.values.filter((v) => v !== null)).toEqual([model.range[0], model.range[1]]);

    await user.click(screen.getByText('Show the laps as a table'));
    const table = screen.getByRole('table');
    expect(table).toHaveAccessibleName(/^Every lap of the run\./);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Lap', 'Time', 'Clean']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(11);
    const text = (i: number) => (body[i] as HTMLElement).textContent;
    expect(text(0)).toBe('14.100No');
    expect(text(5)).toBe('635.400No');
    expect(text(7)).toBe('821.790 (best)Yes');
  });

  it('shows the stats beside the results sheet’s, and the setup it ran on at its version', async () => {
    api();
    renderApp('/race-day/runs/5');
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const tile = (label: string) => within(stats).getByText(label).closest('div') as HTMLElement;
    expect(tile('Laps')).toHaveTextContent('Laps11Results sheet: 11');
    expect(tile('Best lap')).toHaveTextContent('Best lap21.790Results sheet: 21.790');
    expect(tile('Consistency')).toHaveTextContent(/^Consistency\d+\.\d%$/);
    expect(stats).toHaveTextContent('9 of 11 laps are clean.');
    expect(stats).toHaveTextContent(/most count the start segment as lap 1/);
    const setup = screen.getByRole('region', { name: 'Setup and conditions' });
    expect(await within(setup).findByRole('link', { name: 'Clay base v4' })).toHaveAttribute(
      'href',
      '/setup-sheets?id=3',
    );
    expect(setup).toHaveTextContent('ESC setup:None recorded');
    expect(setup).toHaveTextContent('Tyres: Pin spikes');
  });
});

describe('a run’s tyre sets', () => {
  it('names the sets it used, and Edit details changes them', async () => {
    const run = makeRun({ id: 6, tyreSetIds: [4] });
    let put: unknown;
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, [makeCar({ id: 1 })]],
      'GET /api/runs/6': () => [200, run],
      'GET /api/setup-sheets': () => [200, []],
      'GET /api/esc-setups': () => [200, []],
      'GET /api/tyre-sets': () => [
        200,
        [
          makeTyreSet({ id: 5, brand: 'AKA', compound: 'Soft', position: 'front' }),
          makeTyreSet({ id: 4, brand: 'JConcepts', compound: 'Green', position: 'rear', retired: true }),
        ],
      ],
      'PUT /api/runs/6': (body) => {
        put = body;
        return [200, { ...run, tyreSetIds: [4, 5] }];
      },
    });
    const user = userEvent.setup();
    renderApp('/race-day/runs/6');
    expect(await screen.findByText('JConcepts Green · Rear')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit run details' });
    const tyres = within(dialog).getByRole('group', { name: 'Tyre sets' });
    // The retired set the run names stays offered, ticked.
    expect(within(tyres).getByLabelText('JConcepts Green · Rear (retired)')).toBeChecked();
    await user.click(within(tyres).getByLabelText('AKA Soft · Front'));
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() => expect(put).toMatchObject({ tyreSetIds: [4, 5] }));
  });
});
