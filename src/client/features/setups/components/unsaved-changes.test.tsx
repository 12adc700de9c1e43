import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SAVES_CHANGES } from '../../../components/setups/installed-field';
import { draftKey, readDraft, writeDraft } from '../../../lib/local-drafts';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp, TEST_USER } from '../../../test/utils';
import { SHEET_KIND } from '../kinds/sheet-kind';
import { setupFormValues } from '../lib/setup-form';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });
const CLUB = makeSetupSheet({
  id: 11,
  name: 'Club race',
  rcCarId: 1,
  trackName: 'Silverdale',
  fileUrl: '/uploads/sheet.pdf',
  fileType: 'application/pdf',
  fileName: 'sheet.pdf',
  updatedAt: '2025-05-01T10:00:00.000Z',
});
const WET = makeSetupSheet({ id: 12, name: 'Wet clay', rcCarId: 1, updatedAt: '2025-04-01T10:00:00.000Z' });
const KEY = draftKey(TEST_USER.id, 'car', CLUB.id);
const PNG = { url: '/uploads/new-card.png', mimetype: 'image/png', originalFilename: 'card.png' };

const list = () => screen.getByRole('region', { name: 'My Setup Sheets' });
const leaveDialog = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });

async function open(path: string, options: Parameters<typeof setupsApi>[0] = {}) {
  const api = setupsApi({ cars: [EB48, B64], sheets: [CLUB, WET], ...options });
  api.handlers['GET /api/files/check/sheet.pdf'] = () => [200, { exists: true }];
  mockApi(api.handlers);
  const rendered = renderApp(path);
  return { api, ...rendered, user: userEvent.setup() };
}

/** A draft of CLUB as the editor writes one: its values with some changed. */
function storeDraft(changes: Record<string, unknown>, baseUpdatedAt = CLUB.updatedAt, userId = TEST_USER.id) {
  const values = { ...setupFormValues(SHEET_KIND, CLUB, { car: undefined, username: 'racer1' }), ...changes };
  const savedAt = new Date(2025, 4, 2, 14, 32).toISOString();
  writeDraft(draftKey(userId, 'car', CLUB.id), { values, savedAt, baseUpdatedAt });
}

describe('Unsaved changes are kept as a draft and offered back', () => {
  it('writes a draft as the racer types, and offers it back (with Restore filling the form) after a reload', async () => {
    const first = await open('/setup-sheets?id=11&edit=1');
    await first.user.type(await screen.findByLabelText('Track Name'), ' wet');
    await waitFor(() => expect(readDraft(KEY)?.values).toMatchObject({ trackName: 'Silverdale wet' }));
    first.unmount();

    const again = await open('/setup-sheets?id=11&edit=1');
    const offer = await screen.findByRole('region', { name: /^Restore unsaved changes from/ });
    expect(screen.getByLabelText('Track Name')).toHaveValue('Silverdale');
    await again.user.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByLabelText('Track Name')).toHaveValue('Silverdale wet'));
    expect(screen.queryByRole('region', { name: /^Restore/ })).not.toBeInTheDocument();
    // Restored changes are unsaved changes: leaving asks.
    await again.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await leaveDialog()).toBeInTheDocument();
  });

  it('names the time of the draft, and says when the setup was saved again since', async () => {
    storeDraft({ notes: 'From the pits' }, '2025-04-01T00:00:00.000Z');
    await open('/setup-sheets?id=11&edit=1');
    const offer = await screen.findByRole('region', { name: /^Restore unsaved changes from/ });
    expect(offer).toHaveTextContent(/(2:32|14:32)/);
    expect(offer).toHaveTextContent(/This setup was saved again at .*, after these changes were begun/);
  });

  it('Discard drops the draft and keeps the stored values', async () => {
    storeDraft({ trackName: 'Elsewhere' });
    const { user } = await open('/setup-sheets?id=11&edit=1');
    const offer = await screen.findByRole('region', { name: /^Restore unsaved changes from/ });
    expect(offer).not.toHaveTextContent('saved again');
    await user.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(readDraft(KEY)).toBeUndefined();
    expect(screen.getByLabelText('Track Name')).toHaveValue('Silverdale');
  });

  it("never offers another racer's draft", async () => {
    storeDraft({ trackName: 'Someone else' }, CLUB.updatedAt, TEST_USER.id + 1);
    await open('/setup-sheets?id=11&edit=1');
    await screen.findByRole('form', { name: 'Setup sheet' });
    expect(screen.queryByRole('region', { name: /^Restore/ })).not.toBeInTheDocument();
  });

  it('the read view says a draft is waiting', async () => {
    storeDraft({ trackName: 'Elsewhere' });
    await open('/setup-sheets?id=11');
    expect(await screen.findByText(/Unsaved changes from .* are waiting/)).toBeInTheDocument();
  });

  it('restores without an uploaded file the server has since purged, and says so', async () => {
    storeDraft({ fileUrl: '/uploads/gone.png', fileType: 'image/png', fileName: 'gone.png', notes: 'New' });
    const { api, user } = await open('/setup-sheets?id=11&edit=1');
    api.handlers['GET /api/files/check/gone.png'] = () => [200, { exists: false }];
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is no longer stored');
    expect(screen.getByLabelText('Notes')).toHaveValue('New');
    expect(screen.getByText('sheet.pdf')).toBeInTheDocument();
  });
});

describe('Leaving with unsaved changes asks first', () => {
  it('another sheet: Stay keeps the typing, Discard changes moves on and drops the draft', async () => {
    const { user, router } = await open('/setup-sheets?id=11&edit=1');
    await user.type(await screen.findByLabelText('Track Name'), ' wet');
    await user.click(within(list()).getByRole('link', { name: /Wet clay/ }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent("The changes to 'Club race' have not been saved.");
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('?id=11&edit=1');
    expect(screen.getByLabelText('Track Name')).toHaveValue('Silverdale wet');

    await user.click(within(list()).getByRole('link', { name: /Wet clay/ }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wet clay' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=12');
    expect(readDraft(KEY)).toBeUndefined();
  });

  it('another page and Back ask too; the filter, the other tab and a clean form do not', async () => {
    const { user, router } = await open('/setup-sheets?id=11&edit=1');
    await router.navigate('/fleet');
    expect(router.state.location.pathname).toBe('/fleet');
    await router.navigate('/setup-sheets?id=11&edit=1');
    await user.type(await screen.findByLabelText('Track Name'), '!');

    await router.navigate('/fleet');
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/setup-sheets');
    await router.navigate(-1);
    expect(await leaveDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    await user.selectOptions(within(list()).getByLabelText('Filter by Vehicle'), 'Team Associated B6.4');
    expect(router.state.location.search).toBe('?id=11&edit=1&car=2');
    await user.click(screen.getByRole('tab', { name: 'ESC Setups' }));
    await user.click(screen.getByRole('tab', { name: 'Car Setups' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Track Name')).toHaveValue('Silverdale!');
  });

  it('an uploaded file is an unsaved change: the toast says to save, and leaving asks', async () => {
    const { user } = await open('/setup-sheets?id=12&edit=1', { upload: PNG });
    await user.upload(
      await screen.findByLabelText('Choose File'),
      new File(['png'], 'card.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Save the setup to keep the file.')).toBeInTheDocument();
    await waitFor(() =>
      expect(readDraft(draftKey(TEST_USER.id, 'car', 12))?.values).toMatchObject({ fileUrl: PNG.url }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await leaveDialog()).toBeInTheDocument();
  });
});

describe('Saving', () => {
  it('ticking installed with unsaved changes saves them with the flag in one PUT, after saying so', async () => {
    const { api, user } = await open('/setup-sheets?id=12&edit=1');
    await user.type(await screen.findByLabelText('Track Name'), 'Hall 7');
    await user.click(screen.getByRole('checkbox', { name: 'Currently installed' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as currently installed?' });
    expect(dialog).toHaveTextContent(SAVES_CHANGES);
    await user.click(within(dialog).getByRole('button', { name: 'Mark Installed' }));
    await waitFor(() => expect(api.bodies('PUT /api/setup-sheets/12')).toHaveLength(1));
    expect(api.bodies('PUT /api/setup-sheets/12')[0]).toMatchObject({
      trackName: 'Hall 7',
      isCurrentlyInstalled: true,
    });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Currently installed' })).toBeChecked());
    expect(readDraft(draftKey(TEST_USER.id, 'car', 12))).toBeUndefined();
  });

  it('Save as new writes a copy with the unsaved edits under the chosen name, and opens it; the original is untouched', async () => {
    const { api, user, router } = await open('/setup-sheets?id=11&edit=1');
    await user.type(await screen.findByLabelText('Notes'), 'Softer rear');
    await user.click(screen.getByRole('button', { name: 'Save as new' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save as a new setup' });
    const name = within(dialog).getByLabelText('Name of the new setup');
    expect(name).toHaveValue('Club race (copy)');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save as new' }));
    expect(within(dialog).getByRole('button', { name: 'Save as new' })).toBeDisabled();
    await user.type(name, 'Club race, softer');
    await user.click(within(dialog).getByRole('button', { name: 'Save as new' }));

    expect(await screen.findByText("Saved as a new setup: 'Club race, softer'")).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets')[0]).toMatchObject({
      name: 'Club race, softer',
      notes: 'Softer rear',
      trackName: 'Silverdale',
      rcCarId: 1,
      fileUrl: CLUB.fileUrl,
      isCurrentlyInstalled: false,
      isPublic: false,
    });
    expect(api.bodies('PUT /api/setup-sheets/11')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.search).toBe('?id=100&edit=1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tekno RC EB48 2.2 – Club race, softer' }));
    expect(within(list()).getByRole('link', { name: /Club race, softer/ })).toBeInTheDocument();
    expect(readDraft(KEY)).toBeUndefined();
  });

  it('Save as new checks the form first and shows the error instead of asking for a name', async () => {
    const { api, user } = await open('/setup-sheets?id=11&edit=1');
    await user.clear(await screen.findByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save as new' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets')).toHaveLength(0);
  });

  it('a new ESC setup starts from a draft as well, and a save clears it', async () => {
    const { user } = await open('/setup-sheets?tab=esc&new=1', { esc: [makeEscSetup({ id: 21 })] });
    await user.type(await screen.findByLabelText('Name'), 'Mod');
    await user.type(screen.getByLabelText('ESC Make'), 'Tekin');
    await user.type(screen.getByLabelText('ESC Model'), 'RX8');
    const key = draftKey(TEST_USER.id, 'esc', 'new');
    await waitFor(() => expect(readDraft(key)?.values).toMatchObject({ escModel: 'RX8' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ESC setup created successfully')).toBeInTheDocument();
    expect(readDraft(key)).toBeUndefined();
  });
});
