import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });

describe('Dashboard', () => {
  it('shows its cards in the SPEC order, with the quick-access tiles and the setup tips', async () => {
    mockApi(setupsApi({ cars: [EB48] }).handlers);
    renderApp('/dashboard');
    const quick = await screen.findByRole('region', { name: 'Quick Access' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Setup Tips', '/setup-tips'],
      ['Fleet', '/fleet'],
      ['Setup Sheets', '/setup-sheets'],
      ['Links', '/resources'],
    ]);
    const tips = screen.getByRole('region', { name: 'Setup Tips' });
    expect(within(tips).getByText('Front End').nextSibling).toHaveTextContent('Steering, Camber, Toe');
    expect(within(tips).getByText('Drivetrain').nextSibling).toHaveTextContent('Differentials, Gearing');
    expect(within(tips).getByText('Rear End').nextSibling).toHaveTextContent('Suspension, Camber');
    expect(within(tips).getByText(/make one adjustment at a time/)).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'AI Setup WizardBETA',
      'Quick Access',
      'My Fleet',
      'Last race day',
      'Setup Tips',
      'Recent Setup Sheets',
    ]);
    // Issue 33: it leads to the wizard itself, open on the guide page.
    const wizard = screen.getByRole('region', { name: /AI Setup Wizard/ });
    expect(within(wizard).getByRole('link', { name: 'Start AI Analysis' })).toHaveAttribute(
      'href',
      '/setup-tips?wizard=open',
    );
  });

  it('lists the three most recently updated sheets with car model, name and relative time', async () => {
    const sheets = [
      makeSetupSheet({ id: 1, name: 'Oldest', rcCarId: 1, updatedAt: ago(40) }),
      makeSetupSheet({ id: 2, name: 'Today', rcCarId: 1, updatedAt: ago(0) }),
      makeSetupSheet({ id: 3, name: 'No car', rcCarId: null, updatedAt: ago(1) }),
      makeSetupSheet({ id: 4, name: 'Last week', rcCarId: 1, updatedAt: ago(9) }),
    ];
    mockApi(setupsApi({ cars: [EB48], sheets }).handlers);
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Recent Setup Sheets' });
    const links = await within(card).findAllByRole('link', { name: /Modified/ });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['EB48 2.2TodayModified Today', '/setup-sheets?id=2'],
      ['Unknown VehicleNo carModified Yesterday', '/setup-sheets?id=3'],
      ['EB48 2.2Last weekModified 1 week ago', '/setup-sheets?id=4'],
    ]);
    expect(within(card).queryByText('Oldest')).not.toBeInTheDocument();
  });

  it('invites the first sheet, whose button opens the editor in create mode', async () => {
    mockApi(setupsApi({ cars: [EB48] }).handlers);
    const { router } = renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Recent Setup Sheets' });
    expect(await within(card).findByText('No setup sheets created yet')).toBeInTheDocument();
    const create = within(card).getByRole('link', { name: 'Create Setup Sheet' });
    expect(create).toHaveAttribute('href', '/setup-sheets?new=1');
    await userEvent.setup().click(create);
    expect(
      await screen.findByRole('heading', { name: 'Create New Setup Sheet' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup-sheets');
  });
});
