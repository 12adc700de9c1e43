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

/** The values of a compact sheet's row, by its setting ('Camber'): front then rear, or one across both. */
function cellsOf(section: HTMLElement, setting: string) {
  const row = within(section).getByRole('rowheader', { name: setting }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim());
}

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
    expect(groups).toEqual(['Front and rear', 'Diffs and drivetrain', 'Share link', 'History']);
    // Only the front camber was written down: its row has an empty rear cell, nothing else is listed.
    const corners = within(view).getByRole('region', { name: 'Front and rear' });
    expect(
      within(corners)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Camber']);
    expect(cellsOf(corners, 'Camber')).toEqual(['-1.5°', '']);
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

describe('The read view’s two layouts', () => {
  const KIT = makeSetupSheet({
    id: 12,
    name: 'Kit sheet',
    rcCarId: 1,
    frontShockOil: '500 cSt',
    rearShockOil: '450 cSt',
    frontSpring: 'Grey',
    rearSpring: '',
    frontCaster: '15°',
    centerDiffOil: '10000 cSt',
    weight: '1730',
  });

  it('reads like a kit sheet by default: front | rear on one row, a field with no partner alone, blanks out', async () => {
    await open('/setup-sheets?id=12', { sheets: [KIT] });
    const view = await screen.findByRole('article', { name: 'Kit sheet, to read' });
    expect(within(view).getByRole('button', { name: 'Sheet' })).toHaveAttribute('aria-pressed', 'true');
    const shocks = within(view).getByRole('region', { name: 'Shocks' });
    expect(
      within(shocks)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Setting', 'Front', 'Rear']);
    expect(cellsOf(shocks, 'Shock oil')).toEqual(['500 cSt', '450 cSt']);
    // The rear spring is blank: the row keeps its front, the rear cell stays empty.
    expect(cellsOf(shocks, 'Spring')).toEqual(['Grey', '']);
    expect(within(shocks).getAllByRole('rowheader')).toHaveLength(2);
    // Caster has no rear partner: alone, across both columns.
    const corners = within(view).getByRole('region', { name: 'Front and rear' });
    expect(cellsOf(corners, 'Caster')).toEqual(['15°']);
    expect(within(corners).getByRole('cell', { name: /15°/ })).toHaveAttribute('colspan', '2');
    // A group with no pairs keeps short label/value lines.
    const chassis = within(view).getByRole('region', { name: 'Chassis and weight' });
    expect(
      within(chassis)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Weight']);
    expect(within(chassis).getByText('1730 g')).toBeInTheDocument();
    // No history clocks on the sheet: the Track view keeps them.
    expect(within(view).queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
    expect(within(view).queryByText('Front tyre')).not.toBeInTheDocument();
    expect(within(view).queryByRole('region', { name: 'Tyres' })).not.toBeInTheDocument();
  });

  it('switches to the Track view and back, and this device remembers the choice', async () => {
    const { user, unmount } = await open('/setup-sheets?id=12', { sheets: [KIT] });
    let view = await screen.findByRole('article', { name: 'Kit sheet, to read' });
    await user.click(within(view).getByRole('button', { name: 'Track view' }));
    expect(within(view).getByRole('button', { name: 'Track view' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();
    const shocks = within(view).getByRole('region', { name: 'Shocks' });
    expect(
      within(shocks)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Front shock oil', 'Rear shock oil', 'Front spring']);
    expect(within(view).getByRole('region', { name: 'Front' })).toBeInTheDocument();
    expect(window.localStorage.getItem('rc-read-layout')).toBe('track');

    unmount();
    await open('/setup-sheets?id=12', { sheets: [KIT] });
    view = await screen.findByRole('article', { name: 'Kit sheet, to read' });
    expect(within(view).getByRole('button', { name: 'Track view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(view).getByRole('button', { name: 'Sheet' }));
    const sheet = within(view).getByRole('region', { name: 'Shocks' });
    expect(within(sheet).getByRole('table')).toBeInTheDocument();
    expect(window.localStorage.getItem('rc-read-layout')).toBe('sheet');
  });

  it('reads an ESC setup compact too, as short lines under its groups', async () => {
    await open('/setup-sheets?tab=esc&id=22', {
      esc: [makeEscSetup({ id: 22, name: 'Punchy', punchControl: 'Level 5', dragBrake: '5%' })],
    });
    const view = await screen.findByRole('article', { name: 'Punchy, to read' });
    const brake = within(view).getByRole('region', { name: 'Brake' });
    expect(
      within(brake)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Drag brake']);
    expect(within(brake).getByText('5%')).toHaveClass('font-semibold');
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();
  });
});
