import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { trackBest } from '../../../test/run-overview-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const EB48 = makeCar({ id: 1, model: 'EB48 2.2' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });

/** Each car's best lap per track, the latest track first (as the server sends them). */
const BEST_LAPS = [
  trackBest(1, 'Canberra', 39_842, 31),
  trackBest(1, 'Tacoma', 16_939, 32),
  trackBest(1, 'Mount Cotton', 24_410, 33),
  trackBest(1, 'Hudson Valley', 61_002, 34),
];

function fleetApi() {
  mockApi({
    ...session(TEST_USER),
    'GET /api/cars': () => [200, [EB48, B64]],
    'GET /api/transponders': () => [200, []],
    'GET /api/setup-sheets': () => [200, []],
    'GET /api/esc-setups': () => [200, []],
    'GET /api/runs/overview': () => [200, { lastRaceDay: null, bestLaps: BEST_LAPS }],
  });
}

const links = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('link', { name: /\d\.\d{3}$/ })
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('a car’s best lap per track', () => {
  it('on the Fleet page: every track, each opening the run that set it; nothing for a car with no runs', async () => {
    fleetApi();
    renderApp('/fleet');
    const eb48 = await screen.findByRole('article', { name: 'Tekno RC EB48 2.2' });
    expect(await within(eb48).findByText('Best Laps:')).toBeInTheDocument();
    expect(links(eb48)).toEqual([
      ['Canberra 39.842', '/race-day/runs/31'],
      ['Tacoma 16.939', '/race-day/runs/32'],
      ['Mount Cotton 24.410', '/race-day/runs/33'],
      ['Hudson Valley 1:01.002', '/race-day/runs/34'],
    ]);
    expect(within(eb48).getByText('Best Laps:').nextSibling).toHaveTextContent(
      'Canberra 39.842 · Tacoma 16.939 · Mount Cotton 24.410 · Hudson Valley 1:01.002',
    );
    const b64 = screen.getByRole('article', { name: 'Team Associated B6.4' });
    expect(within(b64).queryByText('Best Laps:')).not.toBeInTheDocument();
  });

  it('on the dashboard’s My Fleet: the three latest tracks and how many more', async () => {
    fleetApi();
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My Fleet' });
    const [eb48, b64] = await within(card).findAllByRole('listitem');
    expect(await within(eb48 as HTMLElement).findByText('Best:')).toBeInTheDocument();
    expect(within(eb48 as HTMLElement).getByText('Best:').parentElement).toHaveTextContent(
      'Best: Canberra 39.842 · Tacoma 16.939 · Mount Cotton 24.410 · 1 more track',
    );
    expect(links(eb48 as HTMLElement)).toHaveLength(3);
    expect(b64).toHaveTextContent(/^B6\.4Team Associated/);
    expect(within(b64 as HTMLElement).queryByText('Best:')).not.toBeInTheDocument();
  });
});
