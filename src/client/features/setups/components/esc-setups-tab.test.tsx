import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSTALLED_CONFIRM } from '../../../components/setups/installed-field';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';

beforeAll(async () => {
  await import('../../../routes/setup-sheets');
}, 30_000);

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const ESC = makeEscSetup({
  id: 21,
  name: 'Clay punch',
  rcCarId: 1,
  escMake: 'Hobbywing',
  escModel: 'XR8 Pro',
});
const PNG = { url: '/uploads/abc.png', mimetype: 'image/png', originalFilename: 'card.png' };

const escList = () => screen.getByRole('region', { name: 'My ESC Setups' });

async function openTab(options: Parameters<typeof setupsApi>[0] = {}) {
  const api = setupsApi({ cars: [EB48], ...options });
  mockApi(api.handlers);
  const rendered = renderApp('/setup-sheets?tab=esc');
  await screen.findByRole('region', { name: 'My ESC Setups' });
  return { api, user: userEvent.setup(), ...rendered };
}

describe('ESC Setups tab', () => {
  it('shows a spinner while loading', async () => {
    const api = setupsApi({ cars: [EB48] });
    api.handlers['GET /api/esc-setups'] = () => new Promise(() => {});
    mockApi(api.handlers);
    renderApp('/setup-sheets?tab=esc');
    expect(await screen.findByRole('status', { name: 'Loading ESC setups' })).toBeInTheDocument();
  });

  it("lists name, make and model, or 'No ESC setups yet', and reads 'Select an ESC Setup'", async () => {
    await openTab({ esc: [ESC] });
    const item = await within(escList()).findByRole('button', { name: /Clay punch/ });
    expect(item).toHaveTextContent('Hobbywing XR8 Pro');
    expect(item).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'Select an ESC Setup' })).toBeInTheDocument();
  });

  it("says 'No ESC setups yet' when there are none", async () => {
    await openTab();
    expect(await within(escList()).findByText('No ESC setups yet')).toBeInTheDocument();
  });

  it('needs name, ESC make and ESC model, fills in the creator and saves a custom surface', async () => {
    const { api, user } = await openTab();
    await user.click(within(escList()).getByRole('button', { name: 'Add ESC Setup' }));
    expect(await screen.findByRole('heading', { name: 'Create New ESC Setup' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'ESC setup' });
    const creator = within(form).getByLabelText('Creator');
    expect(creator).toHaveValue('racer1');
    expect(creator).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Car')).toHaveDisplayValue('Tekno RC EB48 2.2');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('ESC Make is required')).toBeInTheDocument();
    expect(within(form).getByText('ESC Model is required')).toBeInTheDocument();
    expect(api.bodies('POST /api/esc-setups')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Carpet, soft');
    await user.type(within(form).getByLabelText('ESC Make'), 'Hobbywing');
    await user.type(within(form).getByLabelText('ESC Model'), 'XR10 Pro G2');
    expect(within(form).queryByLabelText('Custom Surface')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Surface'), 'Other');
    await user.type(within(form).getByLabelText('Custom Surface'), 'Grass');
    await user.click(within(form).getByRole('button', { name: /Brake/ }));
    await user.type(within(form).getByLabelText('Drag brake'), '5%');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('ESC setup created successfully')).toBeInTheDocument();
    expect(api.bodies('POST /api/esc-setups')[0]).toMatchObject({
      rcCarId: 1,
      name: 'Carpet, soft',
      escMake: 'Hobbywing',
      escModel: 'XR10 Pro G2',
      creator: 'racer1',
      trackSurface: 'Grass',
      dragBrake: '5%',
      useManufacturerSheet: true,
    });
    expect(await screen.findByRole('heading', { name: 'Edit ESC Setup' })).toBeInTheDocument();
    expect(within(escList()).getByRole('button', { name: /Carpet, soft/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens a stored surface outside the list as Other with its text', async () => {
    const { user } = await openTab({ esc: [{ ...ESC, trackSurface: 'Grass', creator: null }] });
    await user.click(await within(escList()).findByRole('button', { name: /Clay punch/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Surface')).toHaveValue('Other');
    expect(screen.getByLabelText('Custom Surface')).toHaveValue('Grass');
    // An empty creator is shown as the username (SPEC §5).
    expect(screen.getByLabelText('Creator')).toHaveValue('racer1');
  });

  it('asks before marking installed, then sends only the install', async () => {
    const { api, user } = await openTab({ esc: [ESC] });
    await user.click(await within(escList()).findByRole('button', { name: /Clay punch/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Currently installed' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(INSTALLED_CONFIRM)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Installed' }));
    expect(await screen.findByText('ESC setup marked as currently installed')).toBeInTheDocument();
    expect(api.bodies('POST /api/esc-setups/21/install')).toEqual([{ rcCarId: ESC.rcCarId, note: null }]);
    expect(api.bodies('PUT /api/esc-setups/21')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Currently installed' })).toBeChecked());
  });

  it('an uploaded file does not switch useManufacturerSheet on for an ESC setup', async () => {
    const { api, user } = await openTab({ esc: [{ ...ESC, useManufacturerSheet: false }], upload: PNG });
    await user.click(await within(escList()).findByRole('button', { name: /Clay punch/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.upload(
      await screen.findByLabelText('Choose File'),
      new File(['png'], 'card.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('button', { name: 'View card.png full size' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ESC setup updated successfully')).toBeInTheDocument();
    expect(api.bodies('PUT /api/esc-setups/21')[0]).toMatchObject({
      fileUrl: PNG.url,
      fileType: 'image/png',
      fileName: 'card.png',
      useManufacturerSheet: false,
    });
  });

  it('deletes after a confirmation', async () => {
    const { api, user } = await openTab({ esc: [ESC] });
    await user.click(await within(escList()).findByRole('button', { name: /Clay punch/ }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ESC setup?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('ESC setup deleted successfully')).toBeInTheDocument();
    expect(api.log.map((l) => l.key)).toContain('DELETE /api/esc-setups/21');
    expect(await screen.findByText('No ESC setups yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select an ESC Setup' })).toBeInTheDocument();
  });
});

describe('The ESC selection in the URL', () => {
  it('opens ?tab=esc&id= to read, Edit and Back move between read view and editor, Back again to the list', async () => {
    const { user, router } = await openTab({ esc: [ESC, makeEscSetup({ id: 22, name: 'Carpet soft' })] });
    await user.click(await within(escList()).findByRole('button', { name: /Clay punch/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Clay punch' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=esc&id=21');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit ESC Setup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Clay punch');
    expect(router.state.location.search).toBe('?tab=esc&id=21&edit=1');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Clay punch' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=esc&id=21');

    await user.click(within(escList()).getByRole('button', { name: /Carpet soft/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Carpet soft' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=esc&id=22');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Clay punch' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Select an ESC Setup' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=esc');
  });

  it('a link to ?tab=esc&id= shows that setup to read, on the ESC tab', async () => {
    mockApi(setupsApi({ cars: [EB48], esc: [ESC] }).handlers);
    renderApp('/setup-sheets?tab=esc&id=21');
    expect(await screen.findByRole('tab', { name: 'ESC Setups', selected: true })).toBeInTheDocument();
    const view = await screen.findByRole('article', { name: 'Clay punch, to read' });
    expect(within(view).getByText('Hobbywing')).toBeInTheDocument();
    expect(within(escList()).getByRole('button', { name: /Clay punch/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The car tab does not read the ESC setup's id as a sheet's.
    expect(screen.getByRole('heading', { name: 'Select a Setup Sheet', hidden: true })).toBeInTheDocument();
  });

  it('an id that is not among the racer’s ESC setups says so', async () => {
    mockApi(setupsApi({ cars: [EB48], esc: [ESC] }).handlers);
    renderApp('/setup-sheets?tab=esc&id=9999');
    expect(await screen.findByRole('heading', { name: 'ESC setup not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no ESC setup #9999 among yours/)).toBeInTheDocument();
  });

  it('switching tabs keeps each tab’s selection, and a half-filled new setup', async () => {
    const sheet = makeSetupSheet({ id: 11, name: 'Club race', rcCarId: 1 });
    const { user, router } = await openTab({ esc: [ESC], sheets: [sheet] });
    await user.click(within(escList()).getByRole('button', { name: 'Add ESC Setup' }));
    await user.type(await screen.findByLabelText('ESC Make'), 'Tekin');
    expect(router.state.location.search).toBe('?tab=esc&new=1');

    await user.click(screen.getByRole('tab', { name: 'Car Setups' }));
    expect(router.state.location.search).toBe('');
    await user.click(await screen.findByRole('link', { name: /Club race/ }));
    expect(router.state.location.search).toBe('?id=11');

    await user.click(screen.getByRole('tab', { name: 'ESC Setups' }));
    expect(router.state.location.search).toBe('?tab=esc&new=1');
    expect(screen.getByRole('heading', { name: 'Create New ESC Setup' })).toBeInTheDocument();
    expect(screen.getByLabelText('ESC Make')).toHaveValue('Tekin');

    await user.click(screen.getByRole('tab', { name: 'Car Setups' }));
    expect(router.state.location.search).toBe('?id=11');
    expect(screen.getByRole('heading', { name: 'Club race' })).toBeInTheDocument();
  });
});
