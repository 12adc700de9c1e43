import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeFieldRun, makeRun } from '../../../test/run-data';
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
    expect(table).toHaveAccessibleName(/^Every lap of the run, as the timing recorded it\./);
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

  it('labels the figures the results sheet states as official, and the rest as worked out by the app', async () => {
    api();
    renderApp('/race-day/runs/5');
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const official = within(stats).getByRole('region', { name: 'As the timing system states' });
    const app = within(stats).getByRole('region', { name: 'Worked out by the app' });
    const tile = (group: HTMLElement, label: string) =>
      within(group).getByText(label).closest('div[class*="rounded-md"]') as HTMLElement;
    expect(tile(official, 'Laps')).toHaveTextContent(/^LapsOfficial11$/);
    expect(tile(official, 'Total time')).toHaveTextContent(/^Total timeOfficial4:17\.830$/);
    expect(tile(official, 'Best lap')).toHaveTextContent(/^Best lapOfficial21\.790$/);
    expect(within(official).queryByText('Top-5 average')).toBeNull();
    expect(tile(app, 'Top-5 average')).toHaveTextContent(/^Top-5 average21\.894$/);
    expect(tile(app, 'Consistency')).toHaveTextContent(/^Consistency\d+\.\d%$/);
    expect(within(app).queryByText('Official')).toBeNull();
    expect(stats).toHaveTextContent('9 of 11 laps are clean.');
    expect(stats).toHaveTextContent(/Official figures are as the timing system states them/);
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

describe('an imported run against its field', () => {
  const RACE = makeFieldRun({ id: 7 });
  function fieldApi(run = RACE) {
    drawn.models.length = 0;
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, [makeCar({ id: 1 })]],
      [`GET /api/runs/${run.id}`]: () => [200, run],
      'GET /api/setup-sheets': () => [200, []],
      'GET /api/esc-setups': () => [200, []],
    });
  }
  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

  it('leaves the start segment out of the lap chart, says so, and prints laps as recorded', async () => {
    fieldApi();
    const user = userEvent.setup();
    renderApp('/race-day/runs/7');
    const laps = await screen.findByRole('region', { name: 'Lap times' });
    expect(laps).toHaveTextContent(
      'Lap 1 (the start, 12.50 s) is not drawn: it runs from the grid to the first crossing',
    );
    expect(within(laps).getByRole('img')).toHaveAccessibleName(
      /best 19\.80, top-5 average 20\.13\..*Lap 1, the start segment \(12\.50 s\), is not drawn\./,
    );
    // Three charts load (laps, position, gaps); the lap chart's data starts at lap 2.
    await vi.waitFor(() => expect(drawn.models).toHaveLength(3));
    const lapModel = (drawn.models as ChartModel[]).find((m) => m.y === 'lap-time') as ChartModel;
    expect(lapModel.x).toEqual([2, 3, 4]);
    expect(lapModel.lines.flatMap((l) => l.values)).not.toContain(12.5);
    expect(lapModel.range[0]).toBeGreaterThan(12.5);
    expect(lapModel.lines[0]?.text).toEqual(['19.80', '20.50', '20.10']);

    await user.click(within(laps).getByText('Show the laps as a table'));
    expect(rowsOf(within(laps).getByRole('table'))).toEqual([
      ['1', '12.50', 'No (start)'],
      ['2', '19.80 (best)', 'Yes'],
      ['3', '20.50', 'Yes'],
      ['4', '20.10', 'Yes'],
    ]);
  });

  it('shows the file’s figures to the file’s digits, the app’s to the laps’', async () => {
    fieldApi();
    renderApp('/race-day/runs/7');
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const official = within(stats).getByRole('region', { name: 'As the timing system states' });
    expect(official).toHaveTextContent('Total timeOfficial1:12.90');
    expect(official).toHaveTextContent('Best lapOfficial19.80');
    const app = within(stats).getByRole('region', { name: 'Worked out by the app' });
    expect(app).toHaveTextContent('Top-5 average20.13');
    expect(stats).not.toHaveTextContent(/\d\.\d{3}\b/);
  });

  it('charts position and gaps lap by lap, each with a table, and the pace against the field', async () => {
    fieldApi();
    const user = userEvent.setup();
    renderApp('/race-day/runs/7');
    const field = await screen.findByRole('region', { name: 'You against the field' });

    const position = within(field).getByRole('region', { name: 'Position lap by lap' });
    expect(within(position).getByRole('img')).toHaveAccessibleName(
      'Your position lap by lap over 4 laps, of 4 drivers: P3 after lap 1, best P2, P2 after lap 4.',
    );
    await user.click(within(position).getByText('Show the positions as a table'));
    const positions = within(position).getByRole('table');
    expect(positions).toHaveAccessibleName(/^Your position at the end of each lap, of 4 drivers/);
    expect(
      within(positions)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Lap', 'Position']);
    expect(rowsOf(positions)).toEqual([
      ['1 (start)', 'P3'],
      ['2', 'P2'],
      ['3', 'P2'],
      ['4', 'P2'],
    ]);

    const gaps = within(field).getByRole('region', { name: 'Gaps lap by lap' });
    await user.click(within(gaps).getByText('Show the gaps as a table'));
    const gapTable = within(gaps).getByRole('table');
    expect(gapTable).toHaveAccessibleName(/^How far behind the leader and the car just ahead/);
    expect(rowsOf(gapTable)).toEqual([
      ['1 (start)', '+0.50', '+0.30'],
      ['2', '+0.30', '+0.30'],
      ['3', '+0.80', '+0.80'],
      ['4', '+0.90', '+0.90'],
    ]);

    // Pace: the racer's 20.13 against the mean of the four drivers' top-5 averages, 22.16.
    expect(field).toHaveTextContent('Your top-5 average20.13');
    expect(field).toHaveTextContent('Field’s pace22.16');
    expect(field).toHaveTextContent('Your rank by top-5 average2nd of 4');
    expect(field).toHaveTextContent('You were 2.03 s a lap faster than the field’s pace.');
    expect(field).toHaveTextContent(/mean of the top-5 averages of the race’s 4 fastest drivers/);

    await vi.waitFor(() => expect(drawn.models).toHaveLength(3));
    const positionModel = (drawn.models as ChartModel[]).find((m) => m.y === 'position');
    expect(positionModel?.lines[0]?.values).toEqual([3, 2, 2, 2]);
  });

  it('shows no field section for a run logged by hand', async () => {
    fieldApi(makeRun({ id: 8 }));
    renderApp('/race-day/runs/8');
    await screen.findByRole('region', { name: 'Statistics' });
    expect(screen.queryByRole('region', { name: 'You against the field' })).toBeNull();
  });
});
