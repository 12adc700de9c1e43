import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RUN_LIST_PAGE } from '../../../../shared/schemas/run';
import { makeCar } from '../../../test/fleet-data';
import { makeRun } from '../../../test/run-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const summaries = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const { laps: _laps, ...summary } = makeRun({ id: i + 1, rcCarId: 1, trackName: `Track ${i + 1}` });
    return summary;
  });

describe('a car’s runs', () => {
  it('shows the newest page of runs and asks for older ones only when there may be more', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, [makeCar({ id: 1, model: 'EB48 2.2' })]],
      [`GET /api/runs?rcCarId=1&limit=${RUN_LIST_PAGE}`]: () => [200, summaries(RUN_LIST_PAGE)],
      [`GET /api/runs?rcCarId=1&limit=${2 * RUN_LIST_PAGE}`]: () => [200, summaries(RUN_LIST_PAGE + 3)],
    });
    const user = userEvent.setup();
    renderApp('/race-day/cars/1');
    expect((await screen.findAllByText(`Track ${RUN_LIST_PAGE}`, { exact: false }))[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older runs' }));
    expect(
      (await screen.findAllByText(`Track ${RUN_LIST_PAGE + 3}`, { exact: false }))[0],
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older runs' })).not.toBeInTheDocument();
  });
});
