import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../../shared/schemas/car';
import { makeCar } from '../../../test/fleet-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

function api(cars: Car[], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, cars],
    'GET /api/transponders': () => [200, []],
    'GET /api/setup-sheets': () => [200, []],
    ...extra,
  };
}

async function openAdd() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Vehicle' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Vehicle' });
  const mode = (field: string, to: 'Select' | 'Custom') =>
    user.click(
      within(within(dialog).getByRole('group', { name: `${field} entry` })).getByRole('button', { name: to }),
    );
  return { user, dialog, mode };
}

const firstOption = (select: HTMLElement) => (select as HTMLSelectElement).options[0]?.textContent;

describe('Add/Edit Vehicle dialog', () => {
  it('picks manufacturer and model from the catalogue, clearing the model on a new manufacturer', async () => {
    mockApi(api([]));
    renderApp('/fleet');
    const { user, dialog } = await openAdd();
    const manufacturer = within(dialog).getByLabelText('Manufacturer');
    const model = within(dialog).getByLabelText('Model');
    expect(model).toBeDisabled();
    expect(firstOption(model)).toBe('Select manufacturer first');

    await user.selectOptions(manufacturer, 'Tekno RC');
    expect(model).toBeEnabled();
    expect(firstOption(model)).toBe('Select model');
    await user.selectOptions(model, 'EB48 2.2');
    expect(model).toHaveValue('EB48 2.2');

    await user.selectOptions(manufacturer, 'Team Associated');
    expect(model).toHaveValue('');
    expect(within(model).getByRole('option', { name: 'B6.4' })).toBeInTheDocument();
    expect(within(model).queryByRole('option', { name: 'EB48 2.2' })).not.toBeInTheDocument();
  });

  it('takes free text in Custom mode and explains the model select for an unknown manufacturer', async () => {
    mockApi(api([]));
    renderApp('/fleet');
    const { user, dialog, mode } = await openAdd();
    await mode('Manufacturer', 'Custom');
    const manufacturer = within(dialog).getByRole('textbox', { name: 'Manufacturer' });
    await user.type(manufacturer, 'Garage Special');
    const model = within(dialog).getByLabelText('Model');
    expect(model).toBeDisabled();
    expect(firstOption(model)).toBe('No predefined models for this manufacturer');

    await mode('Model', 'Custom');
    await user.type(within(dialog).getByRole('textbox', { name: 'Model' }), 'GS-1');
    // Changing the manufacturer clears a typed model too.
    await user.type(manufacturer, ' Ltd');
    expect(within(dialog).getByRole('textbox', { name: 'Model' })).toHaveValue('');
  });

  it('shows the schema messages and sends nothing', async () => {
    const fetchMock = mockApi(api([]));
    renderApp('/fleet');
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(await within(dialog).findByText('Manufacturer is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Model is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("adds a vehicle with status, its kind from the catalogue and notes, reads 'Saving...', then closes", async () => {
    let posted: unknown;
    let reply: (r: [number, unknown]) => void = () => {};
    mockApi(
      api([], {
        'POST /api/cars': (body) => {
          posted = body;
          return new Promise((resolve) => (reply = resolve));
        },
      }),
    );
    renderApp('/fleet');
    const { user, dialog } = await openAdd();
    await user.selectOptions(within(dialog).getByLabelText('Manufacturer'), 'Tekno RC');
    await user.selectOptions(within(dialog).getByLabelText('Model'), 'EB48 2.2');
    // The catalogue model fills in what kind of car it is; the racer may still change any of it.
    expect(within(dialog).getByLabelText('Scale')).toHaveValue('1:8');
    expect(within(dialog).getByLabelText('Drivetrain')).toHaveValue('4WD');
    expect(within(dialog).getByLabelText('Power')).toHaveValue('electric');
    expect(within(dialog).getByLabelText('Class')).toHaveDisplayValue('Buggy');
    await user.selectOptions(within(dialog).getByLabelText('Class'), 'Truggy');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Active');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Under Repair');
    await user.type(within(dialog).getByLabelText('Notes (Optional)'), 'New diffs');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(posted).toEqual({
      manufacturer: 'Tekno RC',
      model: 'EB48 2.2',
      status: 'Under Repair',
      scale: '1:8',
      drivetrain: '4WD',
      power: 'electric',
      vehicleClass: 'truggy',
      notes: 'New diffs',
    });
    reply([201, makeCar({ id: 1 })]);
    expect(await screen.findByText('Vehicle added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends blank optional fields as null and toasts a failure', async () => {
    let posted: unknown;
    mockApi(
      api([], {
        'POST /api/cars': (body) => {
          posted = body;
          return [500, { message: 'Something went wrong' }];
        },
      }),
    );
    renderApp('/fleet');
    const { user, dialog, mode } = await openAdd();
    await mode('Manufacturer', 'Custom');
    await user.type(within(dialog).getByRole('textbox', { name: 'Manufacturer' }), 'Garage Special');
    await mode('Model', 'Custom');
    await user.type(within(dialog).getByRole('textbox', { name: 'Model' }), 'GS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
    expect(await screen.findByText('Failed to add vehicle')).toBeInTheDocument();
    expect(posted).toEqual({
      manufacturer: 'Garage Special',
      model: 'GS-1',
      status: 'Active',
      scale: null,
      drivetrain: null,
      power: null,
      vehicleClass: null,
      notes: null,
    });
    // A failed save leaves the dialog open with what was typed.
    expect(screen.getByRole('dialog', { name: 'Add New Vehicle' })).toBeInTheDocument();
  });

  it('opens an edit prefilled (custom values in Custom mode) and resets on every opening', async () => {
    const custom = makeCar({
      id: 7,
      manufacturer: 'Garage Special',
      model: 'GS-1',
      status: 'Inactive',
      notes: 'Spare',
    });
    let put: unknown;
    mockApi(
      api([custom], {
        'PUT /api/cars/7': (body) => {
          put = body;
          return [200, custom];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/fleet');
    await user.click(await screen.findByRole('button', { name: 'Edit Garage Special GS-1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    const manufacturer = within(dialog).getByRole('textbox', { name: 'Manufacturer' });
    expect(manufacturer).toHaveValue('Garage Special');
    expect(within(dialog).getByRole('textbox', { name: 'Model' })).toHaveValue('GS-1');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Inactive');
    expect(within(dialog).getByLabelText('Notes (Optional)')).toHaveValue('Spare');

    // Cancel throws the edits away: the next opening starts from the car again.
    await user.type(within(dialog).getByLabelText('Notes (Optional)'), ' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Garage Special GS-1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    expect(within(dialog).getByLabelText('Notes (Optional)')).toHaveValue('Spare');

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Update Vehicle' }));
    expect(await screen.findByText('Vehicle updated successfully')).toBeInTheDocument();
    expect(put).toMatchObject({
      manufacturer: 'Garage Special',
      model: 'GS-1',
      status: 'Active',
      notes: 'Spare',
    });

    // Add after an edit starts empty.
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    dialog = await screen.findByRole('dialog', { name: 'Add New Vehicle' });
    expect(within(dialog).getByLabelText('Manufacturer')).toHaveValue('');
  });

  it('opens the add dialog from /fleet?add=1 (the dashboard link)', async () => {
    mockApi(api([]));
    const { router } = renderApp('/fleet?add=1');
    expect(await screen.findByRole('dialog', { name: 'Add New Vehicle' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("toasts 'Failed to update vehicle'", async () => {
    const car = makeCar({ id: 1 });
    mockApi(api([car], { 'PUT /api/cars/1': () => [500, { message: 'Something went wrong' }] }));
    const user = userEvent.setup();
    renderApp('/fleet');
    await user.click(await screen.findByRole('button', { name: 'Edit Tekno RC EB48 2.2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vehicle' });
    expect(within(dialog).getByLabelText('Model')).toHaveValue('EB48 2.2');
    await user.click(within(dialog).getByRole('button', { name: 'Update Vehicle' }));
    expect(await screen.findByText('Failed to update vehicle')).toBeInTheDocument();
  });
});
