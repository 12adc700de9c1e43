import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../../shared/schemas/notice';
import { makeNotice } from '../../../test/arrival-data';
import { makeCar } from '../../../test/fleet-data';
import { makeRun } from '../../../test/run-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const CARS = [
  makeCar({ id: 1, model: 'EB48 2.2' }),
  makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' }),
];
const unreadOf = (notices: Notice[]) => String(notices.filter((n) => n.readAt === null).length);

/** The notices API over a list the handlers change, with X-Unread-Count as the server sends it. */
function api(notices: Notice[], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, CARS],
    'GET /api/notices?limit=1': () => [200, notices.slice(0, 1), { 'X-Unread-Count': unreadOf(notices) }],
    'GET /api/notices?limit=50': () => [200, notices, { 'X-Unread-Count': unreadOf(notices) }],
    ...extra,
  };
}

const read = (notices: Notice[], id: number) => {
  const notice = notices.find((n) => n.id === id);
  if (notice) notice.readAt = '2026-11-29T11:00:00.000Z';
};

describe('Notices', () => {
  it('shows the unread count on the bell, lists notices newest first, and opens a run marking it read', async () => {
    const notices = [
      makeNotice({ id: 3, runId: 7 }),
      makeNotice({
        id: 2,
        kind: 'live_closed',
        title: 'Practice: 12 laps, best 21.79',
        body: 'No setup changes since the last run',
        runId: 8,
        createdAt: '2026-11-29T09:00:00.000Z',
      }),
      makeNotice({
        id: 1,
        title: 'A Main: 20 laps, best 16.10, 1st',
        runId: 6,
        readAt: '2026-11-28T12:00:00.000Z',
        createdAt: '2026-11-28T11:00:00.000Z',
      }),
    ];
    const marked: number[] = [];
    mockApi(
      api(notices, {
        'POST /api/notices/3/read': () => {
          marked.push(3);
          read(notices, 3);
          return [204];
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    const bell = await screen.findByRole('link', { name: 'Notices, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    await user.click(bell);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notices, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Unread: B Main: 18 laps, best 16.37, 3rd',
      'Unread: Practice: 12 laps, best 21.79',
      'A Main: 20 laps, best 16.10, 1st',
    ]);
    expect(
      within(items[0] as HTMLElement).getByText('Since the last run: rear spring Blue → Silver'),
    ).toBeInTheDocument();

    await user.click(within(items[0] as HTMLElement).getByRole('link', { name: /^Open the run/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/race-day/runs/7'));
    await waitFor(() => expect(marked).toEqual([3]));
    expect(await screen.findByRole('link', { name: 'Notices, 1 unread' })).toBeInTheDocument();
  });

  it('marks every notice read', async () => {
    const notices = [makeNotice({ id: 2, runId: null, kind: 'live_closed' }), makeNotice({ id: 1 })];
    let all = 0;
    mockApi(
      api(notices, {
        'POST /api/notices/read': () => {
          all++;
          for (const n of notices) read(notices, n.id);
          return [204];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/notices');
    const button = await screen.findByRole('button', { name: 'Mark all read' });
    await screen.findByRole('list', { name: 'Notices, newest first' });
    await user.click(button);
    expect(await screen.findByText('Every notice is marked read')).toBeInTheDocument();
    expect(all).toBe(1);
    await waitFor(() => expect(screen.queryByText(/^Unread: /)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Notices' })).toBeInTheDocument();
  });

  it('asks about a driver found by name: "Yes, that’s me" with the car opens the new run', async () => {
    const notices = [
      makeNotice({
        id: 5,
        kind: 'confirm_driver',
        title: 'Is this you? TRAVIS SCHREVEN in B Main',
        body: '',
        runId: null,
        matchId: 12,
      }),
    ];
    const confirmed: unknown[] = [];
    mockApi(
      api(notices, {
        'POST /api/matches/12/confirm': (body) => {
          confirmed.push(body);
          notices[0] = { ...makeNotice({ id: 5 }), readAt: '2026-11-29T11:00:00.000Z', matchId: null };
          return [201, makeRun({ id: 31, rcCarId: 2 }, [16_370, 16_500])];
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/notices');
    const question = await screen.findByRole('group', { name: 'Is this you?' });
    expect(screen.getByText('Is this you? TRAVIS SCHREVEN in B Main')).toBeInTheDocument();
    await user.selectOptions(within(question).getByLabelText('Car'), 'B6.4 (Team Associated)');
    await user.click(within(question).getByRole('button', { name: 'Yes, that’s me' }));
    expect(await screen.findByText('The race is now one of your runs')).toBeInTheDocument();
    expect(confirmed).toEqual([{ rcCarId: 2 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/race-day/runs/31'));
  });

  it('"Not me" declines, and a refused answer says why', async () => {
    const notices = [
      makeNotice({
        id: 5,
        kind: 'confirm_driver',
        title: 'Is this you? TRAVIS SCHREVEN in B Main',
        body: '',
        runId: null,
        matchId: 12,
      }),
    ];
    let declines = 0;
    mockApi(
      api(notices, {
        'POST /api/matches/12/decline': () => {
          declines++;
          return declines === 1 ? [409, { message: 'This race was already answered' }] : [204];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/notices');
    await user.click(await screen.findByRole('button', { name: 'Not me' }));
    expect(await screen.findByText('This race was already answered')).toBeInTheDocument();
    expect(screen.getByText('Failed to answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not me' }));
    expect(await screen.findByText('Noted: that driver is not you')).toBeInTheDocument();
    expect(declines).toBe(2);
  });

  it('says when there are none, and the bell is quiet', async () => {
    mockApi(api([]));
    renderApp('/notices');
    expect(await screen.findByText(/^No notices yet\./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
