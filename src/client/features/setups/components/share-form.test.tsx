import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const SHEET = makeSetupSheet({
  id: 11,
  name: 'Club race',
  rcCarId: 1,
  trackName: 'Silverdale',
  trackConditions: 'Very dusty by the final',
  notes: 'Softer rear springs helped',
});

async function openShare(sheet: SetupSheet = SHEET, options: Parameters<typeof setupsApi>[0] = {}) {
  const api = setupsApi({ cars: [EB48], sheets: [sheet], ...options });
  mockApi(api.handlers);
  const rendered = renderApp(`/setup-sheets?id=${sheet.id}&edit=1`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Share to Community' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share to Community' });
  return { api, user, dialog, ...rendered };
}

describe('Share dialog', () => {
  it('opens prefilled by the SPEC §5 rules, keywords mapped to a preset', async () => {
    const { dialog } = await openShare();
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Driver Name')).toHaveValue('Jane Doe');
    expect(field('Vehicle Make')).toHaveValue('Tekno RC');
    expect(field('Vehicle Model')).toHaveValue('EB48 2.2');
    expect(field('Track Name')).toHaveValue('Silverdale');
    expect(field('Track Conditions')).toHaveValue('Dry/Dusty');
    expect(within(dialog).queryByLabelText('Describe the Conditions')).not.toBeInTheDocument();
    expect(field('Event Name (Optional)')).toHaveValue('Club race');
    expect(field('Notes (Optional)')).toHaveValue('Softer rear springs helped');
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
  });

  it('opens unmapped conditions as OTHER with the text, and sends that text', async () => {
    const { api, user, dialog, router } = await openShare({ ...SHEET, trackConditions: 'Loamy and soft' });
    expect(within(dialog).getByLabelText('Track Conditions')).toHaveValue('OTHER');
    const custom = within(dialog).getByLabelText('Describe the Conditions');
    expect(custom).toHaveValue('Loamy and soft');
    await user.clear(custom);
    await user.type(custom, 'Loamy, soft in the corners');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Share Setup' }));

    expect(await screen.findByText('Setup shared with the community')).toBeInTheDocument();
    expect(api.bodies('PUT /api/setup-sheets/11')).toEqual([
      {
        driverName: 'Jane Doe',
        vehicleMake: 'Tekno RC',
        vehicleModel: 'EB48 2.2',
        publicTrackName: 'Silverdale',
        publicTrackConditions: 'Loamy, soft in the corners',
        eventName: 'Club race',
        notes: 'Softer rear springs helped',
        isPublic: true,
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Share to Community' })).not.toBeInTheDocument();
    // One second later the racer is shown their card in the community list.
    expect(router.state.location.pathname).toBe('/setup-sheets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-setups'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?highlight=11');
  });

  it('needs every required field, the acknowledgement and a text for OTHER', async () => {
    const { api, user, dialog } = await openShare({ ...SHEET, trackName: null });
    await user.clear(within(dialog).getByLabelText('Driver Name'));
    await user.selectOptions(within(dialog).getByLabelText('Track Conditions'), 'OTHER');
    await user.click(within(dialog).getByRole('button', { name: 'Share Setup' }));
    expect(await within(dialog).findByText('Driver name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Track name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please describe the track conditions')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please confirm you want to share this setup publicly'),
    ).toBeInTheDocument();
    expect(api.bodies('PUT /api/setup-sheets/11')).toHaveLength(0);
  });

  it("shows the server's reason, or the generic text, when sharing fails", async () => {
    const { user, dialog } = await openShare(SHEET, { failPut: [400, 'Vehicle make is required'] });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Share Setup' }));
    expect(await screen.findByText('Share failed')).toBeInTheDocument();
    expect(screen.getByText('Vehicle make is required')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share to Community' })).toBeInTheDocument();
  });
});

describe('A shared sheet in the editor', () => {
  it('links to its community card and can be unshared after a confirmation', async () => {
    const shared = makeSetupSheet({
      ...SHEET,
      isPublic: true,
      driverName: 'Jane Doe',
      vehicleMake: 'Tekno RC',
      vehicleModel: 'EB48 2.2',
      publicTrackName: 'Silverdale',
      publicTrackConditions: 'Dry/Dusty',
    });
    const api = setupsApi({ cars: [EB48], sheets: [shared] });
    mockApi(api.handlers);
    renderApp('/setup-sheets?id=11&edit=1');
    const user = userEvent.setup();
    expect(await screen.findByText('Shared with the community.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in Community Setups' })).toHaveAttribute(
      'href',
      '/public-setups?highlight=11',
    );
    expect(screen.queryByRole('button', { name: 'Share to Community' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unshare' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing this setup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unshare' }));
    expect(await screen.findByText('Setup removed from the community')).toBeInTheDocument();
    expect(api.bodies('PUT /api/setup-sheets/11')).toEqual([{ isPublic: false }]);
    expect(await screen.findByRole('button', { name: 'Share to Community' })).toBeInTheDocument();
  });
});
