import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar, makeTransponder } from '../../../test/fleet-data';
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
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My Fleet' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'EB48 2.2Tekno RC—No transponder',
      'B6.4Team Associated#7654321',
      "XB8 '24XRAY—No transponder",
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
