import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RUN_LIST_PAGE } from '../../../../shared/schemas/run';
import { makeCar } from '../../../test/fleet-data';
import { makeFieldRun, makeRun } from '../../../test/run-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const summaries = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const { laps: _laps, ...summary } = makeRun({ id: i + 1, rcCarId: 1, trackName: `Track ${i + 1}` });
    return summary;
  });

describe('a car’s runs', () => {
  it('shows the newest page of runs and loads the next page by its link on "Show older runs"', async () => {
    const all = summaries(RUN_LIST_PAGE + 3);
    const first = `/api/runs?rcCarId=1&limit=${RUN_LIST_PAGE}`;
    const second = `/api/runs?rcCarId=1&limit=${RUN_LIST_PAGE}&cursor=abc`;
    const fetchMock = mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, [makeCar({ id: 1, model: 'EB48 2.2' })]],
      [`GET ${first}`]: () => [
        200,
        all.slice(0, RUN_LIST_PAGE),
        { Link: `<${second}>; rel="next"`, 'X-Next-Cursor': 'abc' },
      ],
      [`GET ${second}`]: () => [200, all.slice(RUN_LIST_PAGE)],
    });
    const user = userEvent.setup();
    renderApp('/race-day/cars/1');
    expect((await screen.findAllByText(`Track ${RUN_LIST_PAGE}`, { exact: false }))[0]).toBeInTheDocument();
    expect(screen.queryByText(`Track ${RUN_LIST_PAGE + 1}`, { exact: false })).not.toBeInTheDocument();
    const asked = (url: string) => fetchMock.mock.calls.filter(([input]) => input === url).length;
    expect(asked(second)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Show older runs' }));
    expect(
      (await screen.findAllByText(`Track ${RUN_LIST_PAGE + 3}`, { exact: false }))[0],
    ).toBeInTheDocument();
    // The first page stays on screen; only the next one was asked for.
    expect(screen.getAllByText(`Track 1`, { exact: false })[0]).toBeInTheDocument();
    expect(asked(first)).toBe(1);
    expect(asked(second)).toBe(1);
    expect(screen.queryByRole('button', { name: 'Show older runs' })).not.toBeInTheDocument();
  });

  it('lists each run’s best lap and top-5 to the digits its laps were recorded with', async () => {
    const { laps: _l, field: _f, ...imported } = makeFieldRun({ id: 7, rcCarId: 1 });
    const { laps: _m, ...typed } = makeRun({ id: 8, rcCarId: 1 }, [20_210, 20_050, 20_380]);
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, [makeCar({ id: 1, model: 'EB48 2.2' })]],
      [`GET /api/runs?rcCarId=1&limit=${RUN_LIST_PAGE}`]: () => [200, [imported, typed]],
    });
    renderApp('/race-day/cars/1');
    // The imported run's best is the file's (to its 2 digits), its top-5 the app's to its laps' 2.
    expect(await screen.findByText('4 laps · best 19.80 · top 5 20.13')).toBeInTheDocument();
    expect(screen.getByText('3 laps · best 20.050 · top 5 20.213')).toBeInTheDocument();
  });
});
