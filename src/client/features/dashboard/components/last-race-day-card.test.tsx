import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RunOverview } from '../../../../shared/schemas/run-overview';
import { clearQueue, putWrite } from '../../../lib/outbox/store';
import { QUERY_KEYS } from '../../../lib/resources/query-keys';
import { makeCar } from '../../../test/fleet-data';
import { lapsOf } from '../../../test/run-data';
import { makeRaceDayChange, makeRaceDayRun, NO_RUNS } from '../../../test/run-overview-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp, TEST_USER } from '../../../test/utils';

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });

function withOverview(overview: RunOverview) {
  const api = setupsApi({ cars: [EB48, B64] });
  mockApi({ ...api.handlers, 'GET /api/runs/overview': () => [200, overview] });
}

const TWO_CARS: RunOverview = {
  lastRaceDay: {
    date: '2025-06-14',
    tracks: ['Canberra', 'Tacoma'],
    best: { runId: 12, rcCarId: 1, trackName: 'Canberra', bestMs: 39_512 },
    cars: [
      {
        rcCarId: 1,
        runs: [
          makeRaceDayRun({ id: 11, session: 'qualifier', round: '2', laps: 14, bestMs: 39_842 }),
          makeRaceDayRun({
            id: 12,
            session: 'main',
            round: 'A1',
            laps: 1,
            bestMs: 39_512,
            top5AvgMs: 39_512,
          }),
        ],
        changes: [
          makeRaceDayChange({
            changes: [
              { field: 'rearSpring', label: 'Rear spring', from: 'Blue', to: 'Silver' },
              { field: 'pinion', label: 'Pinion', from: '24T', to: '25T' },
            ],
            sinceDate: '2025-06-07',
          }),
          makeRaceDayChange({
            kind: 'esc-setup',
            setupId: 21,
            name: 'Punchy',
            fromVersion: 2,
            toVersion: 3,
            changes: [{ field: 'escModel', label: 'ESC model', from: 'XR8', to: 'XR8 Pro' }],
            runId: 12,
          }),
        ],
      },
      {
        rcCarId: 2,
        runs: [makeRaceDayRun({ id: 13, trackName: 'Tacoma', bestMs: 76_939, top5AvgMs: null })],
        changes: [],
      },
    ],
  },
  bestLaps: [],
};

describe('Dashboard: Last race day', () => {
  it('shows the day, its tracks, the best lap, each car’s runs and what changed, each run a link', async () => {
    withOverview(TWO_CARS);
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Last race day' });
    const eb48 = await within(card).findByRole('region', { name: 'EB48 2.2' });
    const day = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(2025, 5, 14));
    expect(card.querySelector('time[datetime="2025-06-14"]')?.parentElement).toHaveTextContent(
      `${day} · Canberra · Tacoma`,
    );
    expect(within(card).getByRole('link', { name: '39.512' })).toHaveAttribute('href', '/race-day/runs/12');
    expect(within(card).getByText('Best lap').parentElement).toHaveTextContent(
      'Best lap39.512EB48 2.2 at Canberra',
    );

    expect(
      within(eb48)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Qualifier · Round 2Canberra14 laps · Best 39.842 · Top-5 40.113', '/race-day/runs/11'],
      ['Main · A1Canberra1 lap · Best 39.512 · Top-5 39.512', '/race-day/runs/12'],
    ]);
    const changes = within(eb48).getAllByRole('listitem').slice(2);
    const since = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
    expect(changes.map((li) => li.textContent)).toEqual([
      `Setup “Clay A”: Rear spring Blue → Silver; Pinion 24T → 25T (v3 → v4, since ${since.format(new Date(2025, 5, 7))})`,
      'ESC “Punchy”: ESC model XR8 → XR8 Pro (v2 → v3, between runs)',
    ]);

    const b64 = within(card).getByRole('region', { name: 'B6.4' });
    expect(within(b64).getByRole('link')).toHaveTextContent(
      'PracticeTacoma12 laps · Best 1:16.939 · Top-5 —',
    );
    expect(within(b64).getByText('No setup changes')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Race Day' })).toHaveAttribute('href', '/race-day');
  });

  it('names a swapped setup, leaves the track off the runs of a one-track day, and keeps a deleted car’s runs', async () => {
    withOverview({
      lastRaceDay: {
        date: '2025-06-14',
        tracks: ['Canberra'],
        best: { runId: 11, rcCarId: 1, trackName: 'Canberra', bestMs: 39_842 },
        cars: [
          {
            rcCarId: 1,
            runs: Array.from({ length: 7 }, (_, i) => makeRaceDayRun({ id: 11 + i })),
            changes: [
              makeRaceDayChange({
                setupId: 6,
                name: 'Wet B',
                fromVersion: null,
                toVersion: 2,
                replaced: 'Clay A',
                runId: 12,
              }),
            ],
          },
          { rcCarId: null, runs: [makeRaceDayRun({ id: 9, bestMs: 38_000 })], changes: [] },
        ],
      },
      bestLaps: [],
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Last race day' });
    const car = await within(card).findByRole('region', { name: 'EB48 2.2' });
    expect(within(car).getAllByRole('link')).toHaveLength(5);
    expect(within(car).getAllByRole('link')[0]).toHaveTextContent(/^Practice12 laps/);
    expect(within(car).getByText('and 2 more runs on Race Day')).toBeInTheDocument();
    expect(within(car).getByText(/in place of/).parentElement).toHaveTextContent(
      'Setup “Wet B” in place of “Clay A” (v2, between runs)',
    );
    expect(within(card).getByText('Best lap').parentElement).toHaveTextContent('Best lap39.842EB48 2.2');
    // A deleted car's runs stay on the day, last.
    const sold = within(card).getByRole('region', { name: 'A car no longer in your fleet' });
    expect(within(sold).getByRole('link')).toHaveAttribute('href', '/race-day/runs/9');
  });

  it('headlines the day’s best as the timing system states it, to the digits it gives', async () => {
    withOverview({
      lastRaceDay: {
        date: '2025-06-14',
        tracks: ['Tacoma'],
        best: { runId: 11, rcCarId: 1, trackName: 'Tacoma', bestMs: 16_360, decimals: 2 },
        cars: [
          {
            rcCarId: 1,
            runs: [
              makeRaceDayRun({
                id: 11,
                laps: 28,
                bestMs: 16_360,
                top5AvgMs: 16_580,
                bestDecimals: 2,
                top5Decimals: 2,
              }),
            ],
            changes: [],
          },
        ],
      },
      bestLaps: [],
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Last race day' });
    expect(await within(card).findByText('Best lap')).toBeInTheDocument();
    expect(within(card).getByText('Best lap').parentElement).toHaveTextContent('Best lap16.36EB48 2.2');
    expect(within(card).getByRole('link', { name: /28 laps/ })).toHaveTextContent(
      '28 laps · Best 16.36 · Top-5 16.58',
    );
  });

  it('invites the first run when there is none', async () => {
    withOverview(NO_RUNS);
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Last race day' });
    expect(await within(card).findByText(/No runs yet — log one on/)).toHaveTextContent(
      'No runs yet — log one on Race Day',
    );
    expect(
      within(card)
        .getAllByRole('link', { name: 'Race Day' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/race-day', '/race-day']);
  });

  it('says so when the runs cannot be read', async () => {
    const api = setupsApi({ cars: [EB48] });
    mockApi({ ...api.handlers, 'GET /api/runs/overview': () => [500, { message: 'Boom' }] });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Last race day' });
    expect(await within(card).findByText('Failed to load your runs')).toBeInTheDocument();
  });

  it('counts a run logged offline in at once, marked waiting to send: a later day is the last race day', async () => {
    await clearQueue();
    await putWrite({
      key: 'offline-run',
      userId: TEST_USER.id,
      method: 'POST',
      url: '/api/runs',
      body: { rcCarId: 2, date: '2025-06-21', trackName: 'Ridgeway', laps: lapsOf([31_204, 30_811, 31_002]) },
      label: 'Run at Ridgeway (3 laps)',
      queuedAt: Date.now(),
      state: 'waiting',
      invalidates: [QUERY_KEYS.runs],
      tempId: -7,
    });
    // The server's overview knows only 14 June; the queued run is a week later.
    withOverview(TWO_CARS);
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Last race day' });
    const run = await within(card).findByRole('link', { name: /Waiting to send/ });
    expect(card.querySelector('time[datetime="2025-06-21"]')?.parentElement).toHaveTextContent('Ridgeway');
    expect(within(card).getByRole('region', { name: 'B6.4' })).toContainElement(run);
    expect(run).toHaveAttribute('href', '/race-day/runs/-7');
    expect(run).toHaveTextContent('Waiting to send');
    expect(run).toHaveTextContent('3 laps · Best 30.811');
    expect(within(card).queryByRole('region', { name: 'EB48 2.2' })).not.toBeInTheDocument();
    await clearQueue();
  });
});
