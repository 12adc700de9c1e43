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
const SHEET = makeSetupSheet({
  id: 11,
  name: 'Indoor final',
  rcCarId: 1,
  trackName: 'Silverdale',
  trackSurface: 'Carpet',
  notes: 'Softer rear helped.\nTry 450 next.',
  fileUrl: '/uploads/eb48.pdf',
  fileType: 'application/pdf',
  fileName: 'eb48.pdf',
  frontCamber: '-1.5°',
  centerDiffOil: '10000 cSt',
  isCurrentlyInstalled: true,
});

async function open(path: string, options: Parameters<typeof setupsApi>[0] = {}) {
  const api = setupsApi({ cars: [EB48], sheets: [SHEET], ...options });
  api.handlers['GET /api/files/check/eb48.pdf'] = () => [200, { exists: true }];
  mockApi(api.handlers);
  return { ...renderApp(path), user: userEvent.setup() };
}

describe('The read view', () => {
  it('shows the details, notes, file and only the filled groups and fields, with no form', async () => {
    await open('/setup-sheets?id=11');
    const view = await screen.findByRole('article', { name: 'Indoor final, to read' });
    expect(within(view).getByText('✓ Installed')).toBeInTheDocument();
    for (const text of ['Tekno RC EB48 2.2', 'Silverdale', 'Carpet', '-1.5°', '10000 cSt'])
      expect(within(view).getByText(text)).toBeInTheDocument();
    expect(within(view).getByText(/Softer rear helped\./)).toBeInTheDocument();
    expect(await within(view).findByRole('link', { name: /Open PDF/ })).toHaveAttribute(
      'href',
      '/uploads/eb48.pdf',
    );
    const groups = within(view)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['Front', 'Diffs and drivetrain', 'Share link', 'History']);
    const front = within(view).getByRole('region', { name: 'Front' });
    expect(
      within(front)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Front camber']);
    expect(within(view).queryByText('Conditions')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('Edit opens the editor, in the URL, so Back returns to reading and a reload stays editing', async () => {
    const { user, router, unmount } = await open('/setup-sheets?id=11');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('form', { name: 'Setup sheet' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=11&edit=1');
    await router.navigate(-1);
    expect(await screen.findByRole('article', { name: 'Indoor final, to read' })).toBeInTheDocument();
    unmount();
    await open('/setup-sheets?id=11&edit=1');
    expect(await screen.findByLabelText('Name')).toHaveValue('Indoor final');
  });

  it('says when nothing below the details is filled in, for an ESC setup too', async () => {
    await open('/setup-sheets?tab=esc&id=21', {
      esc: [makeEscSetup({ id: 21, name: 'Mod', escMake: 'Tekin', escModel: 'RX8' })],
    });
    const view = await screen.findByRole('article', { name: 'Mod, to read' });
    expect(
      within(view).getByText('ESC settings: nothing filled in yet. Edit to add values.'),
    ).toBeInTheDocument();
    expect(within(view).getByText('Tekin')).toBeInTheDocument();
  });

  it('offers "Install on <car>" when not installed: a note, one install, a toast; none once installed', async () => {
    const { user } = await open('/setup-sheets?id=11', {
      sheets: [{ ...SHEET, isCurrentlyInstalled: false }],
    });
    const view = await screen.findByRole('article', { name: 'Indoor final, to read' });
    await user.click(within(view).getByRole('button', { name: 'Install on Tekno RC EB48 2.2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Install on Tekno RC EB48 2.2' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Final');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(
      await screen.findByText("'Indoor final' is installed on the Tekno RC EB48 2.2."),
    ).toBeInTheDocument();
    expect(await within(view).findByText('✓ Installed')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: /^Install on/ })).not.toBeInTheDocument();
  });
});
