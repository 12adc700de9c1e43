import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Transponder } from '../../../../shared/schemas/transponder';
import { makeCar, makeTransponder } from '../../../test/fleet-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const CARS = [
  makeCar({ id: 1, model: 'EB48 2.2' }),
  makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' }),
];
const LIST = [
  makeTransponder({ id: 3, number: '99', rcCarId: null, createdAt: '2025-03-01T00:00:00.000Z' }),
  makeTransponder({ id: 2, number: '2000', rcCarId: 2, createdAt: '2025-02-01T00:00:00.000Z' }),
  makeTransponder({
    id: 1,
    number: '1234567',
    rcCarId: 1,
    notes: 'Spare',
    createdAt: '2025-01-01T00:00:00.000Z',
  }),
];

function api(list: Transponder[], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, CARS],
    'GET /api/transponders': () => [200, list],
    ...extra,
  };
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    );

describe('Transponder Register', () => {
  it('lists number and status, and the sort really sorts', async () => {
    mockApi(api(LIST));
    const user = userEvent.setup();
    renderApp('/transponders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transponders' })).toBeInTheDocument();
    expect(screen.getByText('Manage your race transponder numbers and assignments.')).toBeInTheDocument();
    const register = screen.getByRole('region', { name: 'Transponder Register' });
    expect(within(register).getByText('Manage your race transponder numbers')).toBeInTheDocument();
    await within(register).findByRole('table');
    expect(rows()).toEqual([
      ['#99', 'Unassigned'],
      ['#2000', 'B6.4'],
      ['#1234567Spare', 'EB48 2.2'],
    ]);
    const sort = within(register).getByLabelText('Sort by');
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Recent',
      'Number',
      'Status',
    ]);
    await user.selectOptions(sort, 'Number');
    expect(rows().map((r) => r[0])).toEqual(['#99', '#2000', '#1234567Spare']);
    await user.selectOptions(sort, 'Status');
    expect(rows().map((r) => r[1])).toEqual(['B6.4', 'EB48 2.2', 'Unassigned']);
  });

  it('shows the empty state', async () => {
    mockApi(api([]));
    renderApp('/fleet');
    expect(await screen.findByText("You haven't added any transponders yet")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Transponder' })).toBeInTheDocument();
  });

  it('adds a transponder assigned to a vehicle', async () => {
    let posted: unknown;
    mockApi(
      api([], {
        'POST /api/transponders': (body) => {
          posted = body;
          return [201, makeTransponder({ id: 1, number: '1234567', rcCarId: 2 })];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/transponders');
    await user.click(await screen.findByRole('button', { name: 'Add Transponder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Transponder' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Transponder' }));
    expect(await within(dialog).findByText('Transponder number is required')).toBeInTheDocument();

    const select = within(dialog).getByLabelText('Assign to Vehicle (Optional)');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'No vehicle',
      'EB48 2.2 (Tekno RC)',
      'B6.4 (Team Associated)',
    ]);
    await user.type(within(dialog).getByLabelText('Transponder Number'), ' 1234567 ');
    await user.selectOptions(select, 'B6.4 (Team Associated)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Transponder' }));
    expect(await screen.findByText('Transponder added successfully')).toBeInTheDocument();
    expect(posted).toEqual({ number: '1234567', rcCarId: 2 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's reason when adding fails, else the fallback", async () => {
    mockApi(
      api([], {
        'POST /api/transponders': () => [409, { message: 'You already have transponder #1234567' }],
      }),
    );
    const user = userEvent.setup();
    renderApp('/transponders');
    await user.click(await screen.findByRole('button', { name: 'Add Your First Transponder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Transponder' });
    await user.type(within(dialog).getByLabelText('Transponder Number'), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Add Transponder' }));
    expect(await screen.findByText('You already have transponder #1234567')).toBeInTheDocument();
    expect(screen.getByText('Failed to add transponder')).toBeInTheDocument();
  });

  it('edits number, vehicle (Unassigned) and notes, then refetches transponders and vehicles', async () => {
    let put: unknown;
    const fetchMock = mockApi(
      api(LIST, {
        'PUT /api/transponders/1': (body) => {
          put = body;
          return [200, LIST[2]];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/transponders');
    await user.click(await screen.findByRole('button', { name: 'Edit transponder #1234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transponder' });
    const car = within(dialog).getByLabelText('Assign to Vehicle');
    expect(car).toHaveValue('1');
    expect(within(dialog).getByLabelText('Notes (Optional)')).toHaveValue('Spare');
    await user.selectOptions(car, 'Unassigned');
    await user.clear(within(dialog).getByLabelText('Notes (Optional)'));
    await user.type(within(dialog).getByLabelText('Notes (Optional)'), 'Lent to Sam');
    const before = fetchMock.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Transponder updated successfully')).toBeInTheDocument();
    expect(put).toEqual({ number: '1234567', rcCarId: null, notes: 'Lent to Sam' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.slice(before).map(([url]) => url)).toEqual(
        expect.arrayContaining(['/api/transponders', '/api/cars']),
      ),
    );
  });

  it("toasts 'Failed to update transponder'", async () => {
    mockApi(api(LIST, { 'PUT /api/transponders/3': () => [500, { message: 'Something went wrong' }] }));
    const user = userEvent.setup();
    renderApp('/transponders');
    await user.click(await screen.findByRole('button', { name: 'Edit transponder #99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transponder' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update transponder')).toBeInTheDocument();
  });

  it('deletes after the browser confirmation', async () => {
    mockApi(api(LIST, { 'DELETE /api/transponders/2': () => [204] }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/transponders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete transponder #2000' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this transponder?');
    expect(await screen.findByText('Transponder deleted successfully')).toBeInTheDocument();
  });

  it("toasts 'Failed to delete transponder'", async () => {
    mockApi(api(LIST, { 'DELETE /api/transponders/2': () => [500, { message: 'Something went wrong' }] }));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/transponders');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete transponder #2000' }));
    expect(await screen.findByText('Failed to delete transponder')).toBeInTheDocument();
  });
});
