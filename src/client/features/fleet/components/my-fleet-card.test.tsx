import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar, makeTransponder } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

describe('Dashboard: My Fleet', () => {
  it('lists the first three cars with their transponder number or a dash', async () => {
    const cars = [
      makeCar({ id: 1, model: 'EB48 2.2' }),
      makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' }),
      makeCar({ id: 3, manufacturer: 'XRAY', model: "XB8 '24" }),
      makeCar({ id: 4, manufacturer: 'Kyosho', model: 'MP10' }),
    ];
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, cars],
      'GET /api/transponders': () => [200, [makeTransponder({ id: 1, number: '7654321', rcCarId: 2 })]],
      'GET /api/setup-sheets': () => [
        200,
        [makeSetupSheet({ id: 5, rcCarId: 2, name: 'Summer clay', isCurrentlyInstalled: true })],
      ],
      'GET /api/esc-setups': () => [
        200,
        [makeEscSetup({ id: 21, rcCarId: 2, name: 'Punchy', isCurrentlyInstalled: true })],
      ],
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My Fleet' });
    // The installed ESC setup beside the installed sheet, each a link to it.
    expect(await within(card).findByRole('link', { name: 'Punchy' })).toHaveAttribute(
      'href',
      '/setup-sheets?tab=esc&id=21',
    );
    expect(within(card).getByRole('link', { name: 'Summer clay' })).toHaveAttribute(
      'href',
      '/setup-sheets?selected=5&car=2',
    );
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'EB48 2.2Tekno RC1:8 · 4WD · Electric · Buggy—No transponder',
      'B6.4Team Associated1:10 · 2WD · Electric · Buggy#7654321Setup: Summer clayESC: Punchy',
      "XB8 '24XRAY1:8 · 4WD · Nitro · Buggy—No transponder",
    ]);
    expect(within(card).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/fleet');
  });

  it('invites the first vehicle when there is none', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, []],
      'GET /api/transponders': () => [200, []],
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'My Fleet' });
    expect(await within(card).findByText('No vehicles added yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute('href', '/fleet?add=1');
  });
});
