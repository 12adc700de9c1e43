import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveSession } from '../../../../shared/schemas/live';
import { makeLapEvent, makeLiveSession } from '../../../test/arrival-data';
import { FakeEventSource } from '../../../test/fake-event-source';
import { makeCar } from '../../../test/fleet-data';
import { makeRun } from '../../../test/run-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

vi.mock('../lib/uplot-chart', () => ({ drawLapChart: () => ({ setWidth() {}, destroy() {} }) }));

const DECODER_RUN = makeRun({ id: 5, source: 'decoder', session: 'practice' }, [4_000, 22_100, 21_900]);

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

function api(sessions: () => LiveSession[], run = DECODER_RUN) {
  let runFetches = 0;
  const fetchMock = mockApi({
    ...session(TEST_USER),
    'GET /api/cars': () => [200, [makeCar({ id: 1 })]],
    [`GET /api/runs/${run.id}`]: () => {
      runFetches++;
      return [200, run];
    },
    'GET /api/setup-sheets': () => [200, []],
    'GET /api/esc-setups': () => [200, []],
    'GET /api/live/sessions': () => [200, sessions()],
  });
  return { fetchMock, runFetches: () => runFetches };
}

describe('live laps on a run’s page', () => {
  it('shows the panel while the run’s session is open, lap by lap, and takes it away once closed', async () => {
    let sessions = [makeLiveSession({ id: 1, runId: 5 })];
    const { runFetches } = api(() => sessions);
    renderApp('/race-day/runs/5');
    const panel = await screen.findByRole('region', { name: /Laps as they come/ });
    expect(within(panel).getByText('Live')).toBeInTheDocument();
    expect(within(panel).getByText(/^Mid-Valley RC · Main loop · transponder 1234567\./)).toBeInTheDocument();
    expect(screen.getByText(/From the club’s decoder/)).toBeInTheDocument();
    const stream = FakeEventSource.last('/api/live/stream?runId=5');
    const before = runFetches();

    act(() => {
      stream.open();
      stream.emit('lap', makeLapEvent({ lap: 3, lapMs: 21_950, bestMs: 21_900, laps: 3 }), 30);
      stream.emit('lap', makeLapEvent({ lap: 4, lapMs: 21_480, bestMs: 21_480, top5Ms: null, laps: 4 }), 40);
    });
    const list = within(panel).getByRole('list', { name: 'Laps, newest first' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lap 421.480 (best)', 'Lap 321.950']);
    const figures = within(panel)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['4', '21.480', '–']);
    // The run's own query follows each lap, so its chart and statistics grow with it.
    await waitFor(() => expect(runFetches()).toBeGreaterThan(before));

    sessions = [{ ...sessions[0], closedAt: '2026-11-29T10:10:00.000Z' } as LiveSession];
    act(() => stream.emit('closed', { sessionId: 1, runId: 5 }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Laps as they come/ })).not.toBeInTheDocument(),
    );
    expect(stream.closed).toBe(true);
  });

  it('shows no panel for a decoder run whose session closed, nor asks about sessions for other runs', async () => {
    const { fetchMock } = api(() => [
      makeLiveSession({ id: 1, runId: 5, closedAt: '2026-11-29T10:10:00.000Z' }),
    ]);
    renderApp('/race-day/runs/5');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/live/sessions')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: /Laps as they come/ })).not.toBeInTheDocument();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('a typed or imported run never asks about live sessions', async () => {
    const typed = makeRun({ id: 6, source: 'manual' }, [22_100, 21_900]);
    const { fetchMock } = api(() => [], typed);
    renderApp('/race-day/runs/6');
    expect(await screen.findByText(/Logged by hand/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/live/sessions')).toBe(false);
  });
});

describe('Race Day', () => {
  it('starts with the open live sessions, each a link to its run', async () => {
    api(() => [
      makeLiveSession({ id: 1, runId: 5 }),
      makeLiveSession({ id: 2, runId: 9, closedAt: '2026-11-29T10:10:00.000Z', decoderName: 'Old loop' }),
      makeLiveSession({ id: 3, runId: null, decoderName: 'Starting loop' }),
    ]);
    renderApp('/race-day');
    const live = await screen.findByRole('region', { name: 'Live now' });
    const links = within(live).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['LiveLive now: Mid-Valley RC · Main loopOpen']);
    expect(links[0]).toHaveAttribute('href', '/race-day/runs/5');
  });
});
