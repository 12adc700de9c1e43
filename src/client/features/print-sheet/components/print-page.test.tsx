import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeRun } from '../../../test/run-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';

beforeAll(async () => {
  await import('../../../routes/setup-print');
}, 30_000);

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2', power: 'electric' });
const SHEET = makeSetupSheet({
  id: 11,
  name: 'Club final',
  rcCarId: 1,
  trackName: 'Mill Lane',
  trackSurface: 'Clay',
  raceDate: '2025-06-14',
  frontCamber: '-1.5°',
  rearCamber: '-2°',
  notes: 'Softer rear helped.',
});
const INSTALLED_ESC = makeEscSetup({
  id: 21,
  name: 'Carpet punch',
  rcCarId: 1,
  escMake: 'Hobbywing',
  escModel: 'XR10 Pro',
  isCurrentlyInstalled: true,
  punchControl: 'Level 7',
});
const LINKED_ESC = makeEscSetup({ id: 22, name: 'Mild', escMake: 'Tekin', escModel: 'RX8' });
// Newest first, as the server sends them: the newest run on sheet 11 is run 3.
const RUNS = [
  makeRun({ id: 4, setupSheetId: 12, date: '2025-06-15' }),
  makeRun({ id: 3, setupSheetId: 11, escSetupId: 21, date: '2025-06-14' }, [21_000, 20_500, 20_800]),
  makeRun({ id: 2, setupSheetId: 11, date: '2025-06-01' }, [25_000]),
].map(({ laps: _, ...summary }) => summary);

function open(path: string, sheets = [SHEET]) {
  const api = setupsApi({ cars: [EB48], sheets, esc: [INSTALLED_ESC, LINKED_ESC] });
  api.handlers['GET /api/runs?rcCarId=1&limit=100'] = () => [200, RUNS];
  mockApi(api.handlers);
  return { ...renderApp(path), user: userEvent.setup() };
}

const paper = (name: string) => screen.findByRole('article', { name: `${name}, to print` });

describe('The printed setup sheet', () => {
  it('lays out the header, FRONT/REAR, the installed ESC, the last run and a QR code to the sheet', async () => {
    open('/setup-sheets/11/print');
    const sheet = await paper('Setup sheet: Club final');
    const header = within(sheet)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(header.slice(0, 8)).toEqual([
      'Driver',
      'Car',
      'Event',
      'Track',
      'Date',
      'Surface',
      'Conditions',
      'Air / track',
    ]);
    expect(within(sheet).getByText('Tekno RC EB48 2.2')).toBeInTheDocument();
    const camber = within(sheet).getByRole('row', { name: /^Camber/ });
    expect(
      within(camber)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-1.5°', '-2°']);
    // Electric: no nitro engine on the page.
    expect(within(sheet).queryByText('Glow plug')).not.toBeInTheDocument();
    expect(within(sheet).getByText('ESC: Hobbywing XR10 Pro, Carpet punch')).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /^Punch control/ })).toHaveTextContent('Level 7');
    expect(await within(sheet).findByText('20.500')).toBeInTheDocument();
    expect(within(sheet).getByText('Softer rear helped.')).toBeInTheDocument();
    expect(
      within(sheet).getByRole('img', { name: 'Link to Setup sheet: Club final in the app' }),
    ).toBeVisible();
  });

  it('prints the ESC setup the sheet runs with rather than the installed one', async () => {
    open('/setup-sheets/11/print', [{ ...SHEET, escSetupId: 22 }]);
    const sheet = await paper('Setup sheet: Club final');
    expect(within(sheet).getByText('ESC: Tekin RX8, Mild')).toBeInTheDocument();
  });

  it('opens the print dialog from its button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = open('/setup-sheets/11/print');
    await user.click(await screen.findByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints an ESC setup with its own last run, without the car table', async () => {
    open('/setup-sheets/esc/21/print');
    const sheet = await paper('ESC setup: Carpet punch');
    expect(within(sheet).queryByRole('columnheader', { name: 'FRONT' })).not.toBeInTheDocument();
    expect(within(sheet).getByText('Hobbywing XR10 Pro')).toBeInTheDocument();
    expect(await within(sheet).findByText('20.500')).toBeInTheDocument();
  });

  it('shows the not-found page for a setup that is not the racer’s, and for other paths', async () => {
    open('/setup-sheets/99/print');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('prints a blank sheet with every field, nitro included, and no QR code', async () => {
    open('/setup-sheets/print/blank');
    const sheet = await paper('Setup sheet');
    expect(within(sheet).getByText('Glow plug')).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /^Camber/ })).toHaveTextContent(/^Camber$/);
    expect(within(sheet).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('The setup view', () => {
  it.each([
    ['/setup-sheets?id=11', 'Club final', '/setup-sheets/11/print'],
    ['/setup-sheets?tab=esc&id=21', 'Carpet punch', '/setup-sheets/esc/21/print'],
  ])('links from %s to its print page', async (path, name, href) => {
    open(path);
    const view = await screen.findByRole('article', { name: `${name}, to read` });
    expect(within(view).getByRole('link', { name: 'Print' })).toHaveAttribute('href', href);
  });
});
