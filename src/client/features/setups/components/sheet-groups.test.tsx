import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });
const NB48 = makeCar({ id: 3, manufacturer: 'Tekno RC', model: 'NB48 2.2' });
const CUSTOM = makeCar({ id: 4, manufacturer: 'Garage', model: 'Home build' });
const CARS = [EB48, B64, NB48, CUSTOM];

const groupButton = (title: string) =>
  screen.queryByRole('button', { name: new RegExp(`^${title} \\d+ of`) });

async function openNew(car: number, esc = [makeEscSetup({ id: 21 })]) {
  const api = setupsApi({ cars: CARS, esc });
  mockApi(api.handlers);
  renderApp('/setup-sheets?new=1');
  await screen.findByRole('heading', { name: 'Create New Setup Sheet' });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Vehicle'), String(car));
  return { api, user };
}

describe('Setup sheet editor: the groups that fit the car', () => {
  it('shows an electric 2WD no nitro engine and no front or centre diff', async () => {
    const { user } = await openNew(B64.id);
    expect(groupButton('Nitro engine and clutch')).toBeNull();
    await user.click(groupButton('Diffs and drivetrain') as HTMLElement);
    expect(screen.getByLabelText('Diff oil (2WD gearbox)')).toBeInTheDocument();
    expect(screen.getByLabelText('Slipper')).toBeInTheDocument();
    expect(screen.queryByLabelText('Centre diff oil')).toBeNull();
    expect(screen.queryByLabelText('Front diff oil')).toBeNull();
  });

  it('shows a nitro car its engine and clutch, no motor or pinion, and saves what is typed there', async () => {
    const { api, user } = await openNew(NB48.id);
    await user.click(groupButton('Nitro engine and clutch') as HTMLElement);
    const fuel = screen.getByLabelText('Fuel');
    // A number pad on phones, with its unit beside it.
    expect(fuel).toHaveAttribute('inputmode', 'numeric');
    expect(fuel).toHaveAccessibleDescription('%');
    await user.type(fuel, '16');
    await user.click(groupButton('Electronics and gearing') as HTMLElement);
    expect(screen.queryByLabelText('Motor')).toBeNull();
    expect(screen.queryByLabelText('Pinion')).toBeNull();
    expect(screen.getByLabelText('Spur')).toBeInTheDocument();
    await user.click(groupButton('Tyres') as HTMLElement);
    await user.type(screen.getByLabelText('Front tyre'), 'AKA Impact Soft');
    await user.type(screen.getByLabelText('Name'), 'Nitro main');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Setup sheet created successfully')).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets')[0]).toMatchObject({
      rcCarId: NB48.id,
      fuel: '16',
      frontTyre: 'AKA Impact Soft',
      escSetupId: null,
    });
  });

  it('shows everything for a car of unknown kind, and follows a change of car', async () => {
    const { user } = await openNew(CUSTOM.id);
    expect(groupButton('Nitro engine and clutch')).not.toBeNull();
    await user.click(groupButton('Electronics and gearing') as HTMLElement);
    expect(screen.getByLabelText('Motor')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Vehicle'), String(EB48.id));
    expect(groupButton('Nitro engine and clutch')).toBeNull();
  });

  it('refuses a number field that holds no number, naming it', async () => {
    const { api, user } = await openNew(EB48.id);
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(groupButton('Chassis and weight') as HTMLElement);
    await user.type(screen.getByLabelText('Weight'), 'heavy');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Weight must be a number')).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets')).toHaveLength(0);
  });

  it("links one of the racer's ESC setups, the car's own first", async () => {
    const esc = [
      makeEscSetup({ id: 21, name: 'Other car', rcCarId: 2 }),
      makeEscSetup({ id: 22, name: 'Punchy', rcCarId: 1, escMake: 'Tekin', escModel: 'RX8' }),
    ];
    const { api, user } = await openNew(EB48.id, esc);
    await user.click(groupButton('Electronics and gearing') as HTMLElement);
    const link = await screen.findByLabelText('ESC setup');
    const groups = within(link).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual([
      'For the Tekno RC EB48 2.2',
      'Other ESC setups',
    ]);
    expect(
      within(groups[0] as HTMLElement).getByRole('option', { name: 'Punchy (Tekin RX8)' }),
    ).toBeInTheDocument();
    await user.selectOptions(link, '22');
    await user.type(screen.getByLabelText('Name'), 'Linked');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Setup sheet created successfully')).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets')[0]).toMatchObject({ escSetupId: 22 });
  });

  it('opens a saved sheet with its ESC setup selected, and keeps a value in a group its car has not', async () => {
    const sheet = makeSetupSheet({ id: 11, rcCarId: EB48.id, escSetupId: 21, fuel: '16' });
    const api = setupsApi({ cars: CARS, sheets: [sheet], esc: [makeEscSetup({ id: 21, rcCarId: 1 })] });
    mockApi(api.handlers);
    renderApp('/setup-sheets?id=11&edit=1');
    await screen.findByRole('form', { name: 'Setup sheet' });
    const user = userEvent.setup();
    await user.click(groupButton('Electronics and gearing') as HTMLElement);
    expect(await screen.findByLabelText('ESC setup')).toHaveValue('21');
    // An electric car, but a fuel value was saved: it stays in sight, alone in its group.
    expect(groupButton('Nitro engine and clutch')).toHaveTextContent('1 of 1 set');
  });

  it('names the linked ESC setup in the read view, as a link to it', async () => {
    const sheet = makeSetupSheet({ id: 11, rcCarId: EB48.id, escSetupId: 21 });
    const esc = makeEscSetup({ id: 21, name: 'Punchy', escMake: 'Tekin', escModel: 'RX8' });
    mockApi(setupsApi({ cars: CARS, sheets: [sheet], esc: [esc] }).handlers);
    renderApp('/setup-sheets?id=11');
    const view = await screen.findByRole('article', { name: 'Club race, to read' });
    expect(await within(view).findByRole('link', { name: 'Punchy (Tekin RX8)' })).toHaveAttribute(
      'href',
      '/setup-sheets?tab=esc&id=21',
    );
  });
});

describe('ESC setup editor: a Treated surface', () => {
  it('asks for the treatment once Treated is chosen, and saves it', async () => {
    const api = setupsApi({ cars: CARS });
    mockApi(api.handlers);
    renderApp('/setup-sheets?tab=esc&new=1');
    await screen.findByRole('heading', { name: 'Create New ESC Setup' });
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Treatment Type')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Surface'), 'Treated');
    await user.type(screen.getByLabelText('Treatment Type'), 'VHT');
    await user.type(screen.getByLabelText('Name'), 'Carpet punch');
    await user.type(screen.getByLabelText('ESC Make'), 'Hobbywing');
    await user.type(screen.getByLabelText('ESC Model'), 'XR10 Pro');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ESC setup created successfully')).toBeInTheDocument();
    expect(api.bodies('POST /api/esc-setups')[0]).toMatchObject({
      trackSurface: 'Treated',
      trackSurfaceTreatment: 'VHT',
    });
  });
});
