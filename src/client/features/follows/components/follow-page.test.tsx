import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Follow } from '../../../../shared/schemas/follow';
import { makeFollow, makeSource } from '../../../test/arrival-data';
import { makeCar } from '../../../test/fleet-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const CARS = [
  makeCar({ id: 1, model: 'EB48 2.2' }),
  makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' }),
];

function api(follows: Follow[], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, CARS],
    'GET /api/follows': () => [200, follows],
    ...extra,
  };
}

describe('Follow an event', () => {
  it('is reached from Race Day and says in one line what following does', async () => {
    mockApi(api([]));
    const user = userEvent.setup();
    renderApp('/race-day');
    await user.click(await screen.findByRole('link', { name: 'Follow an event' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow an event' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'New races are read every minute; your runs appear by themselves, matched by your transponder.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('You do not follow any event yet.')).toBeInTheDocument();
  });

  it('lists followed events with their state, the problem of a failing one, and the car', async () => {
    mockApi(
      api([
        makeFollow({ id: 3, rcCarId: 2, source: makeSource({ id: 3, races: 1 }) }),
        makeFollow({
          id: 2,
          source: makeSource({
            id: 2,
            url: 'https://www.myrcm.ch/myrcm/report/en/77/1',
            state: 'failing',
            problem: 'The results page did not answer in time',
          }),
        }),
        makeFollow({
          id: 1,
          source: makeSource({
            id: 1,
            url: 'http://club.example/results/',
            state: 'stopped',
            lastCheckedAt: null,
          }),
        }),
      ]),
    );
    renderApp('/race-day/follow');
    const list = await screen.findByRole('list', { name: 'Followed events' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'liverc.com/results/?p=view_event&id=4242 (opens in a new tab)',
      'myrcm.ch/myrcm/report/en/77/1 (opens in a new tab)',
      'club.example/results/ (opens in a new tab)',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Watching')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/1 race read/)).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText('Races found by name go on B6.4 (Team Associated)'),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Failing')).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByText('The results page did not answer in time'),
    ).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Stopped')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText(/Not checked yet · 3 races read/)).toBeInTheDocument();
  });

  it('refuses an address that is not http(s) before asking the server, then follows with the car', async () => {
    const posted: unknown[] = [];
    const follows: Follow[] = [];
    mockApi(
      api(follows, {
        'GET /api/follows': () => [200, follows],
        'POST /api/follows': (body) => {
          posted.push(body);
          const follow = makeFollow({ id: 9, rcCarId: 2 });
          follows.push(follow);
          return [201, follow];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/race-day/follow');
    const form = await screen.findByRole('form', { name: 'Follow an event' });
    const address = within(form).getByLabelText('Results address');
    await user.type(address, 'ftp://results.example/event');
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(
      await within(form).findByText('Enter the results page’s address, starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(address);
    await user.type(address, ' https://www.liverc.com/results/?p=view_event&id=4242 ');
    await user.selectOptions(
      within(form).getByLabelText('Car for races that find you by name'),
      'B6.4 (Team Associated)',
    );
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Following this event')).toBeInTheDocument();
    expect(posted).toEqual([{ url: 'https://www.liverc.com/results/?p=view_event&id=4242', rcCarId: 2 }]);
    expect(await screen.findByRole('list', { name: 'Followed events' })).toBeInTheDocument();
    expect(address).toHaveValue('');
  });

  it('says so when the event is already followed, and shows the server’s refusal of a private address', async () => {
    const existing = makeFollow({ id: 4 });
    let answer: [number, unknown] = [200, existing];
    mockApi(api([existing], { 'POST /api/follows': () => answer }));
    const user = userEvent.setup();
    renderApp('/race-day/follow');
    const form = await screen.findByRole('form', { name: 'Follow an event' });
    await screen.findByRole('list', { name: 'Followed events' });
    await user.type(within(form).getByLabelText('Results address'), existing.source.url);
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You already follow this event')).toBeInTheDocument();

    answer = [
      400,
      { message: 'That address is on a private network: results must be on the public internet' },
    ];
    await user.type(within(form).getByLabelText('Results address'), 'http://192.168.1.5/results');
    await user.click(within(form).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to follow this event')).toBeInTheDocument();
    expect(
      screen.getByText('That address is on a private network: results must be on the public internet'),
    ).toBeInTheDocument();
  });

  it('stops following after asking', async () => {
    let follows = [makeFollow({ id: 4 })];
    let deleted = 0;
    mockApi(
      api(follows, {
        'GET /api/follows': () => [200, follows],
        'DELETE /api/follows/4': () => {
          deleted++;
          follows = [];
          return [204];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/race-day/follow');
    await user.click(await screen.findByRole('button', { name: /^Stop following liverc\.com/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop following this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: /^Stop following liverc\.com/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop following' }),
    );
    expect(await screen.findByText('Stopped following this event')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(await screen.findByText('You do not follow any event yet.')).toBeInTheDocument();
  });
});
