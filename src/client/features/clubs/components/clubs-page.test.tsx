import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeClub, makeClubDetail } from '../../../test/arrival-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const MINE = makeClub({ id: 1, myRole: 'admin', members: 1 });
const OTHER = makeClub({ id: 2, name: 'Tacoma RC', trackName: 'Tacoma Indoor', surface: null, members: 30 });

describe('Clubs', () => {
  it('lists the racer’s clubs first with their role, and searches by name', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/clubs': () => [200, [MINE, OTHER]],
      'GET /api/clubs?q=Tac': () => [200, [OTHER]],
      'GET /api/clubs?q=Nowhere': () => [200, []],
    });
    const user = userEvent.setup();
    renderApp('/clubs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Clubs' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Mid-Valley RCMid-Valley Raceway · Clay · 1 memberAdmin',
      'Tacoma RCTacoma Indoor · 30 members',
    ]);
    await user.type(screen.getByLabelText('Find a club'), 'Tac');
    await screen.findByText('Tacoma RC');
    expect(await screen.findByRole('link', { name: /Tacoma RC/ })).toHaveAttribute('href', '/clubs/2');
    await waitFor(() => expect(screen.queryByText('Mid-Valley RC')).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText('Find a club'));
    await user.type(screen.getByLabelText('Find a club'), 'Nowhere');
    expect(
      await screen.findByText('No club is called “Nowhere”. Create it if it is yours.'),
    ).toBeInTheDocument();
  });

  it('creates a club after refusing one without a name or track, and opens its page as its admin', async () => {
    const posted: unknown[] = [];
    const created = makeClubDetail({
      id: 7,
      name: 'Pit Lane RC',
      trackName: 'Riverside',
      surface: 'Astro',
      myRole: 'admin',
      members: 1,
    });
    mockApi({
      ...session(TEST_USER),
      'GET /api/clubs': () => [200, []],
      'POST /api/clubs': (body) => {
        posted.push(body);
        return [201, created];
      },
      'GET /api/clubs/7': () => [200, created],
    });
    const user = userEvent.setup();
    renderApp('/clubs');
    expect(await screen.findByText('No clubs yet. Create the first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New club' }));
    const dialog = await screen.findByRole('dialog', { name: 'New club' });
    await user.click(within(dialog).getByRole('button', { name: 'Create club' }));
    expect(await within(dialog).findByText('Club name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Track name is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText('Club name'), 'Pit Lane RC');
    await user.type(within(dialog).getByLabelText('Track name'), 'Riverside');
    await user.type(within(dialog).getByLabelText('Surface (optional)'), 'Astro');
    await user.click(within(dialog).getByRole('button', { name: 'Create club' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pit Lane RC' })).toBeInTheDocument();
    expect(posted).toEqual([{ name: 'Pit Lane RC', trackName: 'Riverside', surface: 'Astro' }]);
    expect(await screen.findByText('Pit Lane RC created: you are its admin')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('shows the server’s reason when creating fails', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/clubs': () => [200, []],
      'POST /api/clubs': () => [409, { message: 'A club called Tacoma RC already exists' }],
    });
    const user = userEvent.setup();
    renderApp('/clubs');
    await user.click(await screen.findByRole('button', { name: 'New club' }));
    const dialog = await screen.findByRole('dialog', { name: 'New club' });
    await user.type(within(dialog).getByLabelText('Club name'), 'Tacoma RC');
    await user.type(within(dialog).getByLabelText('Track name'), 'Tacoma Indoor');
    await user.click(within(dialog).getByRole('button', { name: 'Create club' }));
    expect(await screen.findByText('A club called Tacoma RC already exists')).toBeInTheDocument();
    expect(screen.getByText('Failed to create the club')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New club' })).toBeInTheDocument();
  });
});
