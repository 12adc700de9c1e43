import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RUN_LIST_PAGE, type RunCreateInput } from '../../../../shared/schemas/run';
import { formatLapTime } from '../../../../shared/timing/lap-time';
import { clearQueue, putWrite, type QueuedWrite, readQueue } from '../../../lib/outbox/store';
import { QUERY_KEYS } from '../../../lib/resources/query-keys';
import { makeCar } from '../../../test/fleet-data';
import { lapsOf, makeRun } from '../../../test/run-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { todayLocal } from '../lib/run-display';

/**
 * Issue 29: a run logged offline shows at once where the server's runs do, with its figures worked
 * out in the browser and marked waiting to send; once the outbox sends it, it is one run, the server's.
 */

// jsdom draws no canvas: the chart's model is what its own tests check.
vi.mock('../lib/uplot-chart', () => ({ drawLapChart: () => ({ setWidth() {}, destroy() {} }) }));

const TEMP_ID = -1_764_400_000_000_123;
const REF = '0b7e7a9c-9a51-4c3e-8d0f-4c1f3a2b5e61';
// A start segment (12.2 s) faster than any lap: never the best lap, as the server counts it.
const TIMES = [12_200, 16_640, 16_368, 16_910, 17_020];
const BEST = 16_368;

const body = (): RunCreateInput => ({
  rcCarId: 1,
  date: todayLocal(),
  trackName: 'Ridgeway',
  session: 'practice',
  laps: lapsOf(TIMES),
  startSegment: true,
  clientRef: REF,
});

const queued = (): QueuedWrite => ({
  key: 'offline-run-1',
  userId: TEST_USER.id,
  method: 'POST',
  url: '/api/runs',
  body: body(),
  label: 'Run at Ridgeway (5 laps)',
  queuedAt: Date.now(),
  state: 'waiting',
  invalidates: [QUERY_KEYS.runs, QUERY_KEYS.tyreSets],
  tempId: TEMP_ID,
});

/** The run the server makes of it: its own id, the same clientRef. */
const saved = () =>
  makeRun({ id: 41, date: todayLocal(), trackName: 'Ridgeway', startSegment: true, clientRef: REF }, TIMES);
const summary = () => {
  const { laps: _l, tyreSetIds: _t, field: _f, ...rest } = saved();
  return rest;
};

const TODAY = `/api/runs?from=${todayLocal()}&to=${todayLocal()}`;
const CAR_RUNS = `/api/runs?rcCarId=1&limit=${RUN_LIST_PAGE}`;

/** The API with the outbox's send either lost (no connection) or answered, the lists changing once it is. */
function api(send: 'lost' | 'answered'): { posted: unknown[] } {
  const posted: unknown[] = [];
  const listed = () => (posted.length > 0 ? [summary()] : []);
  const handlers: ApiHandlers = {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, [makeCar({ id: 1, model: 'EB48 2.2' })]],
    [`GET ${TODAY}`]: () => [200, listed()],
    [`GET ${CAR_RUNS}`]: () => [200, listed()],
    'GET /api/runs/41': () => [200, saved()],
    'GET /api/tyre-sets': () => [200, []],
    'POST /api/runs': (sent) => {
      if (send === 'lost') throw new TypeError('Failed to fetch');
      posted.push(sent);
      return [201, saved()];
    },
  };
  mockApi(handlers);
  return { posted };
}

const waitingItems = () => screen.queryAllByText('Waiting to send');

describe('a run logged offline', () => {
  beforeEach(async () => {
    await clearQueue();
    await putWrite(queued());
  });

  it('shows on Race Day at once, marked waiting to send, with its figures worked out in the browser', async () => {
    api('lost');
    renderApp('/race-day');
    const card = await screen.findByRole('region', { name: /EB48 2.2/ });
    expect(within(card).getByText('1 run today')).toBeInTheDocument();
    expect(within(card).getByText('Waiting to send')).toBeInTheDocument();
    // Five laps counted, the start segment never the best.
    expect(within(card).getByText(new RegExp(`5 laps · best ${formatLapTime(BEST)}`))).toBeInTheDocument();
    expect(screen.queryByText('No runs logged today yet')).not.toBeInTheDocument();
  });

  it('shows in the car’s runs, cannot be compared yet, and opens at its stand-in address', async () => {
    api('lost');
    const { router } = renderApp('/race-day/cars/1');
    const link = await screen.findByRole('link', { name: /Practice · Ridgeway/ });
    expect(within(link).getByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Compare Practice · Ridgeway/ })).toBeDisabled();
    expect(link).toHaveAttribute('href', `/race-day/runs/${TEMP_ID}`);
    await router.navigate(`/race-day/runs/${TEMP_ID}`);
    expect(await screen.findByRole('heading', { name: 'Practice · Ridgeway', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(formatLapTime(BEST)).length).toBeGreaterThan(0);
  });

  it('is one run once the outbox sends it: the server’s, under its own id, not marked', async () => {
    const { posted } = api('answered');
    renderApp('/race-day');
    await waitFor(async () => expect(await readQueue()).toEqual([]));
    const card = await screen.findByRole('region', { name: /EB48 2.2/ });
    await waitFor(() => expect(waitingItems()).toHaveLength(0));
    expect(within(card).getByText('1 run today')).toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/race-day/runs/41');
    // Sent once, under the name the browser gave it.
    expect(posted).toEqual([expect.objectContaining({ clientRef: REF })]);
  });

  it('moves its page from the stand-in address to the run’s own once sent', async () => {
    api('answered');
    const { router } = renderApp(`/race-day/runs/${TEMP_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/race-day/runs/41'));
    expect(await screen.findByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(waitingItems()).toHaveLength(0);
  });
});
