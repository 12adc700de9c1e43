import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeItem } from '../../../test/maintenance-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const CARS = [
  makeCar({ id: 1, model: 'EB48 2.2' }),
  makeCar({ id: 2, manufacturer: 'Mugen', model: 'MBX8R' }),
];
const ITEMS = [
  makeItem({ id: 1, rcCarId: 1, name: 'Diff rebuild', usage: 20, due: true }),
  makeItem({ id: 2, rcCarId: 1, name: 'Shock rebuild', usage: 3 }),
  makeItem({ id: 3, rcCarId: 2, name: 'Glow plug', lifeUnit: 'tanks', tankMinutes: 7, usage: 25, due: true }),
];

function mock() {
  mockApi({
    ...session(TEST_USER),
    'GET /api/cars': () => [200, CARS],
    'GET /api/transponders': () => [200, []],
    'GET /api/maintenance': () => [200, ITEMS],
  });
}

describe('due maintenance badges', () => {
  it('the fleet card names the due items and links to the car’s maintenance', async () => {
    mock();
    renderApp('/fleet');
    const eb48 = await screen.findByRole('article', { name: 'Tekno RC EB48 2.2' });
    const due = await within(eb48).findByRole('link', { name: 'Due: Diff rebuild' });
    expect(due).toHaveAttribute('href', '/fleet/1/maintenance');
    const mbx = screen.getByRole('article', { name: 'Mugen MBX8R' });
    expect(within(mbx).getByRole('link', { name: 'Due: Glow plug' })).toBeInTheDocument();
  });

  it('a car with nothing due, or nothing added, still links to its maintenance', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/cars': () => [200, CARS],
      'GET /api/transponders': () => [200, []],
      'GET /api/maintenance': () => [200, [ITEMS[1]]],
    });
    renderApp('/fleet');
    const eb48 = await screen.findByRole('article', { name: 'Tekno RC EB48 2.2' });
    expect(
      await within(eb48).findByRole('link', { name: 'Nothing due (maintenance of EB48 2.2)' }),
    ).toHaveAttribute('href', '/fleet/1/maintenance');
    const mbx = screen.getByRole('article', { name: 'Mugen MBX8R' });
    expect(within(mbx).getByRole('link', { name: 'None added (maintenance of MBX8R)' })).toHaveAttribute(
      'href',
      '/fleet/2/maintenance',
    );
  });

  it('the dashboard’s My Fleet shows each car’s due items', async () => {
    mock();
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'My Fleet' });
    expect(await within(card).findByRole('link', { name: 'Due: Diff rebuild' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Due: Glow plug' })).toHaveAttribute(
      'href',
      '/fleet/2/maintenance',
    );
    expect(within(card).queryByText(/Shock rebuild/)).toBeNull();
  });
});
