import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INSTALLED_CONFIRM } from '../../../components/setups/installed-field';
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
  trackSurface: 'Treated',
  trackSurfaceTreatment: 'VHT',
  trackConditions: 'Dusty in the morning',
  frontCamber: '-2°',
});
const editorTitle = 'Tekno RC EB48 2.2 – Club race';
const PDF = { url: '/uploads/abc123.pdf', mimetype: 'application/pdf', originalFilename: 'b64-setup.pdf' };

async function openNew(api = setupsApi({ cars: [EB48] })) {
  mockApi(api.handlers);
  const rendered = renderApp('/setup-sheets?new=1');
  await screen.findByRole('heading', { name: 'Create New Setup Sheet' });
  return { api, ...rendered, user: userEvent.setup() };
}

async function openSheet(options: Parameters<typeof setupsApi>[0] = {}) {
  const api = setupsApi({ cars: [EB48], sheets: [SHEET], ...options });
  mockApi(api.handlers);
  const rendered = renderApp(`/setup-sheets?id=${options.sheets?.[0]?.id ?? SHEET.id}&edit=1`);
  await screen.findByRole('form', { name: 'Setup sheet' });
  return { api, ...rendered, user: userEvent.setup() };
}

describe('Setup sheet editor', () => {
  it("needs a name: 'Name is required'", async () => {
    const { api, user } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies('POST /api/setup-sheets')).toHaveLength(0);
  });

  it('reveals the treatment for Treated and a custom field for OTHER, and saves the custom text', async () => {
    const { api, user, router } = await openNew();
    await user.type(screen.getByLabelText('Name'), 'Indoor final');
    await user.type(screen.getByLabelText('Track Name'), 'Silverdale');
    expect(screen.queryByLabelText('Treatment Type')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Surface'), 'Treated');
    await user.type(screen.getByLabelText('Treatment Type'), 'Sugar water');
    expect(screen.queryByLabelText('Custom Conditions')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Conditions'), 'OTHER');
    await user.type(screen.getByLabelText('Custom Conditions'), 'Grooved, dusty edges');
    // Tuning values in two groups.
    await user.click(screen.getByRole('button', { name: /^Front \d/ }));
    await user.type(screen.getByLabelText('Front camber'), '-1.5°');
    await user.click(screen.getByRole('button', { name: /Diffs and drivetrain/ }));
    await user.type(screen.getByLabelText('Centre diff oil'), '10000 cSt');
    expect(screen.getByRole('button', { name: /^Front \d/ })).toHaveTextContent('1 of 9 set');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));

    expect(await screen.findByText('Setup sheet created successfully')).toBeInTheDocument();
    const [body] = api.bodies('POST /api/setup-sheets') as Record<string, unknown>[];
    expect(body).toMatchObject({
      rcCarId: 1,
      name: 'Indoor final',
      vehicleMake: 'Tekno RC',
      vehicleModel: 'EB48 2.2',
      trackName: 'Silverdale',
      trackSurface: 'Treated',
      trackSurfaceTreatment: 'Sugar water',
      trackConditions: 'Grooved, dusty edges',
      frontCamber: '-1.5°',
      centerDiffOil: '10000 cSt',
      rearCamber: null,
      useManufacturerSheet: true,
    });
    expect(body).not.toHaveProperty('customConditions');
    // Saving selects the saved sheet.
    expect(
      await screen.findByRole('heading', { name: 'Tekno RC EB48 2.2 – Indoor final' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=100&edit=1');
  });

  it('opens stored text that is not a preset as OTHER with the text, and drops a stale treatment', async () => {
    const { api, user } = await openSheet();
    expect(screen.getByRole('heading', { name: editorTitle })).toBeInTheDocument();
    expect(screen.getByLabelText('Conditions')).toHaveValue('OTHER');
    expect(screen.getByLabelText('Custom Conditions')).toHaveValue('Dusty in the morning');
    expect(screen.getByLabelText('Treatment Type')).toHaveValue('VHT');
    expect(screen.queryByLabelText('Vehicle')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Surface'), 'Clay');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Setup sheet updated successfully')).toBeInTheDocument();
    expect(api.bodies('PUT /api/setup-sheets/11')[0]).toMatchObject({
      trackSurface: 'Clay',
      trackSurfaceTreatment: null,
      trackConditions: 'Dusty in the morning',
      frontCamber: '-2°',
    });
  });

  it('asks before marking installed, with SPEC §4 text, then sends one install', async () => {
    const { api, user } = await openSheet();
    const box = screen.getByRole('checkbox', { name: 'Currently installed' });
    expect(box).not.toBeChecked();
    await user.click(box);
    let dialog = await screen.findByRole('alertdialog', { name: 'Mark as currently installed?' });
    expect(within(dialog).getByText(INSTALLED_CONFIRM)).toBeInTheDocument();
    expect(INSTALLED_CONFIRM).toBe(
      'This will mark this setup as currently installed on your vehicle. Any other setup for this vehicle will be marked as not installed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.bodies('PUT /api/setup-sheets/11')).toHaveLength(0);
    expect(box).not.toBeChecked();

    await user.click(box);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Installed' }));
    expect(await screen.findByText('Setup sheet marked as currently installed')).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets/11/install')).toEqual([{ rcCarId: 1, note: null }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Currently installed' })).toBeChecked());
    const list = screen.getByRole('region', { name: 'My Setup Sheets' });
    expect(within(list).getByText('✓ Installed')).toBeInTheDocument();
  });

  it('sends the reason typed with the installed box as the install note (it was dropped)', async () => {
    // A copy: the API's writes change the records it is given, and SHEET is installed by now.
    const { api, user } = await openSheet({ sheets: [{ ...SHEET, isCurrentlyInstalled: false }] });
    const reason = screen.getByLabelText('What did you change and why?');
    await user.type(reason, 'Back on for the final');
    await user.click(screen.getByRole('checkbox', { name: 'Currently installed' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark Installed' }),
    );
    expect(await screen.findByText('Setup sheet marked as currently installed')).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets/11/install')).toEqual([
      { rcCarId: 1, note: 'Back on for the final' },
    ]);
    expect(api.bodies('PUT /api/setup-sheets/11')).toEqual([]);
    await waitFor(() => expect(reason).toHaveValue(''));
  });

  it('unticking saves false at once, with the form as it is', async () => {
    const { api, user } = await openSheet({ sheets: [{ ...SHEET, isCurrentlyInstalled: true }] });
    await user.clear(screen.getByLabelText('Track Name'));
    await user.type(screen.getByLabelText('Track Name'), 'Mountain');
    await user.click(screen.getByRole('checkbox', { name: 'Currently installed' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodies('PUT /api/setup-sheets/11')).toHaveLength(1));
    expect(api.bodies('PUT /api/setup-sheets/11')[0]).toMatchObject({
      isCurrentlyInstalled: false,
      trackName: 'Mountain',
      name: 'Club race',
    });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Currently installed' })).not.toBeChecked(),
    );
  });

  it('a sheet without a vehicle chooses one, and cannot be installed until it has one', async () => {
    await openSheet({ sheets: [makeSetupSheet({ id: 12, name: 'Copied', rcCarId: null })] });
    expect(screen.getByRole('heading', { level: 2, name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vehicle')).toHaveValue('');
    const box = screen.getByRole('checkbox', { name: 'Currently installed' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Choose a car and save before marking this setup as installed.');
  });

  it('uploading a file turns useManufacturerSheet on; removing it clears the file and turns it off', async () => {
    const { api, user } = await openSheet({ upload: PDF });
    const file = new File(['%PDF-1.4'], 'b64-setup.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Choose File'), file);
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Open PDF/ })).toHaveAttribute('href', PDF.url);
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    await waitFor(() => expect(api.bodies('PUT /api/setup-sheets/11')).toHaveLength(1));
    expect(api.bodies('PUT /api/setup-sheets/11')[0]).toMatchObject({
      fileUrl: PDF.url,
      fileType: 'application/pdf',
      fileName: 'b64-setup.pdf',
      useManufacturerSheet: true,
    });

    await user.click(await screen.findByRole('button', { name: 'Remove File' }));
    expect(screen.getByLabelText('Choose File')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    await waitFor(() => expect(api.bodies('PUT /api/setup-sheets/11')).toHaveLength(2));
    expect(api.bodies('PUT /api/setup-sheets/11')[1]).toMatchObject({
      fileUrl: null,
      fileType: null,
      fileName: null,
      useManufacturerSheet: false,
    });
  });

  it('deletes after a confirmation and clears the selection', async () => {
    const { api, user, router } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this setup sheet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Setup sheet deleted successfully')).toBeInTheDocument();
    expect(api.log.map((l) => l.key)).toContain('DELETE /api/setup-sheets/11');
    expect(await screen.findByRole('heading', { name: 'Select a Setup Sheet' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('No setup sheets found')).toBeInTheDocument();
  });

  it("shows the server's reason when a save fails", async () => {
    const { user } = await openSheet({ failPut: [400, 'Upload the file first'] });
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Failed to update setup sheet')).toBeInTheDocument();
    expect(screen.getByText('Upload the file first')).toBeInTheDocument();
  });
});
