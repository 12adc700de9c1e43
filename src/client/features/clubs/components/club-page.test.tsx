import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClubDetail } from '../../../../shared/schemas/club';
import { makeClubDetail, makeSource } from '../../../test/arrival-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

function api(club: () => ClubDetail, extra: ApiHandlers = {}): ApiHandlers {
  return { ...session(TEST_USER), 'GET /api/clubs/1': () => [200, club()], ...extra };
}

describe('a club’s page', () => {
  it('lets a racer who is not a member join, and shows no admin sections', async () => {
    let club = makeClubDetail({ id: 1, sources: [makeSource({ id: 4 })] });
    mockApi(
      api(() => club, {
        'POST /api/clubs/1/members': () => {
          club = { ...club, myRole: 'member', members: club.members + 1 };
          return [201, club];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/clubs/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mid-Valley RC' })).toBeInTheDocument();
    expect(screen.getByText('Mid-Valley Raceway · Clay · 12 members')).toBeInTheDocument();
    expect(screen.getByText(/You are not a member/)).toBeInTheDocument();
    // A member sees the club's results addresses, read-only; decoders and admins are the admins'.
    const sources = screen.getByRole('region', { name: 'Results addresses' });
    expect(within(sources).getByText('Watching')).toBeInTheDocument();
    expect(within(sources).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Decoders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admins' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join this club' }));
    expect(await screen.findByText('You joined Mid-Valley RC')).toBeInTheDocument();
    expect(await screen.findByText('Mid-Valley Raceway · Clay · 13 members')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit club' })).not.toBeInTheDocument();
  });

  it('asks before leaving, and shows why the last admin cannot leave', async () => {
    let leaves = 0;
    mockApi(
      api(() => makeClubDetail({ id: 1, myRole: 'admin', members: 1 }), {
        'DELETE /api/clubs/1/members/me': () => {
          leaves++;
          return [409, { message: 'You are the club’s last admin: make another member an admin first' }];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/clubs/1');
    await user.click(await screen.findByRole('button', { name: 'Leave club' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Mid-Valley RC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(leaves).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Leave club' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave club' }),
    );
    expect(await screen.findByText('Failed to leave the club')).toBeInTheDocument();
    expect(
      screen.getByText('You are the club’s last admin: make another member an admin first'),
    ).toBeInTheDocument();
    expect(leaves).toBe(1);
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('lets an admin edit the club, refusing an empty name', async () => {
    let club = makeClubDetail({ id: 1, myRole: 'admin' });
    const put: unknown[] = [];
    mockApi(
      api(() => club, {
        'PUT /api/clubs/1': (body) => {
          put.push(body);
          club = { ...club, ...(body as Partial<ClubDetail>) };
          return [200, club];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/clubs/1');
    await user.click(await screen.findByRole('button', { name: 'Edit club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit club' });
    expect(within(dialog).getByLabelText('Track name')).toHaveValue('Mid-Valley Raceway');
    await user.clear(within(dialog).getByLabelText('Club name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save club' }));
    expect(await within(dialog).findByText('Club name is required')).toBeInTheDocument();
    expect(put).toEqual([]);
    await user.type(within(dialog).getByLabelText('Club name'), 'Mid-Valley Off-Road');
    await user.clear(within(dialog).getByLabelText('Surface (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save club' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mid-Valley Off-Road' })).toBeInTheDocument();
    expect(put).toEqual([{ name: 'Mid-Valley Off-Road', trackName: 'Mid-Valley Raceway', surface: null }]);
  });

  it('lets an admin make a member admin, showing the refusal of a username that is not a member', async () => {
    const posted: unknown[] = [];
    mockApi(
      api(() => makeClubDetail({ id: 1, myRole: 'admin' }), {
        'POST /api/clubs/1/admins': (body) => {
          posted.push(body);
          return (body as { username: string }).username === 'racer2'
            ? [200, makeClubDetail({ id: 1, myRole: 'admin' })]
            : [400, { message: 'stranger is not a member of this club' }];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/clubs/1');
    const form = await screen.findByRole('form', { name: 'Make a member admin' });
    await user.click(within(form).getByRole('button', { name: 'Make admin' }));
    expect(await within(form).findByText('Username is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Member’s username'), 'stranger');
    await user.click(within(form).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('stranger is not a member of this club')).toBeInTheDocument();
    expect(within(form).getByLabelText('Member’s username')).toHaveValue('stranger');
    await user.clear(within(form).getByLabelText('Member’s username'));
    await user.type(within(form).getByLabelText('Member’s username'), 'racer2');
    await user.click(within(form).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('racer2 is now an admin')).toBeInTheDocument();
    expect(posted).toEqual([{ username: 'stranger' }, { username: 'racer2' }]);
  });

  it('lets an admin add and remove results addresses, each with its state', async () => {
    let club = makeClubDetail({
      id: 1,
      myRole: 'admin',
      sources: [makeSource({ id: 4, state: 'failing', problem: 'The page answered 404: it may have moved' })],
    });
    const posted: unknown[] = [];
    mockApi(
      api(() => club, {
        'POST /api/clubs/1/sources': (body) => {
          posted.push(body);
          club = {
            ...club,
            sources: [
              ...club.sources,
              makeSource({ id: 5, url: 'https://results.example/club/', races: 0, lastCheckedAt: null }),
            ],
          };
          return [201, club];
        },
        'DELETE /api/clubs/1/sources/4': () => {
          club = { ...club, sources: club.sources.filter((s) => s.id !== 4) };
          return [204];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/clubs/1');
    const region = await screen.findByRole('region', { name: 'Results addresses' });
    expect(within(region).getByText('Failing')).toBeInTheDocument();
    expect(within(region).getByText('The page answered 404: it may have moved')).toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Add a results address' });
    await user.type(within(form).getByLabelText('Results address'), 'results.example/club');
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(
      await within(form).findByText('Enter the results page’s address, starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(within(form).getByLabelText('Results address'));
    await user.type(within(form).getByLabelText('Results address'), 'https://results.example/club/');
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(
      await within(region).findByRole('link', { name: 'results.example/club/ (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ url: 'https://results.example/club/' }]);
    expect(within(region).getByText(/Not checked yet · 0 races read/)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: /^Remove liverc\.com/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Results address removed')).toBeInTheDocument();
    expect(within(region).queryByText('Failing')).not.toBeInTheDocument();
  });

  it('says so when the club does not exist', async () => {
    mockApi({ ...session(TEST_USER), 'GET /api/clubs/1': () => [404, { message: 'Club not found' }] });
    renderApp('/clubs/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club not found' })).toBeInTheDocument();
  });
});
