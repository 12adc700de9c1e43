import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const B64 = makeCar({ id: 1, manufacturer: 'Team Associated', model: 'B6.4' });
const EB48 = makeCar({ id: 2, manufacturer: 'Tekno RC', model: 'EB48 2.2', vehicleClass: 'Buggy' });
const SHEET = makeSetupSheet({
  id: 11,
  name: 'Club race',
  rcCarId: 2,
  trackName: 'Silverdale',
  frontToe: '1.5°',
  notes: 'Loose on exit',
  isCurrentlyInstalled: true,
  fileUrl: '/uploads/sheet.pdf',
});
const FILE = {
  app: 'rc-setup-assistant',
  kind: 'setup-sheet',
  schemaVersion: 1,
  exportedAt: '2026-11-25T05:00:00.000Z',
  setup: { name: 'Club race', trackName: 'Silverdale', frontToe: '1.5°', notes: 'Loose on exit' },
  car: { name: 'Tekno RC EB48 2.2', make: 'Tekno RC', model: 'EB48 2.2', class: 'Buggy' },
};
const jsonFile = (content: unknown, name = 'Club race.rcsetup.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

afterEach(() => vi.restoreAllMocks());

/** What "Export file" handed to the browser: the file's name and its parsed text. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
  });
  return saved;
}

describe('a setup as a .rcsetup.json file', () => {
  it("exports the open setup's content and car, without ids, file or flags", async () => {
    mockApi(setupsApi({ cars: [B64, EB48], sheets: [SHEET] }).handlers);
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp('/setup-sheets?id=11');
    const view = await screen.findByRole('article', { name: 'Club race, to read' });
    await user.click(within(view).getByRole('button', { name: 'Export file' }));
    expect(saved.map((s) => s.name)).toEqual(['Club race.rcsetup.json']);
    const [download] = saved;
    const file = JSON.parse(await (download as { blob: Blob }).blob.text());
    expect(file).toEqual({ ...FILE, exportedAt: expect.any(String) });
  });

  it('imports a file onto the matching car through the create route, then opens it', async () => {
    const api = setupsApi({ cars: [B64, EB48] });
    mockApi(api.handlers);
    const user = userEvent.setup();
    renderApp('/setup-sheets');
    const list = await screen.findByRole('region', { name: 'My Setup Sheets' });
    await user.upload(within(list).getByLabelText('Import setup file'), jsonFile(FILE));
    const dialog = await screen.findByRole('dialog', { name: 'Import setup file' });
    expect(dialog).toHaveAccessibleDescription("'Club race', made for the Tekno RC EB48 2.2.");
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Club race');
    const car = within(dialog).getByLabelText('Vehicle');
    expect(car).toHaveValue('2');
    expect(car).toHaveAccessibleDescription('Your Tekno RC EB48 2.2 matches the car it was made for.');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('article', { name: 'Club race, to read' })).toBeVisible();
    expect(api.bodies('POST /api/setup-sheets')).toEqual([
      { name: 'Club race', trackName: 'Silverdale', frontToe: '1.5°', notes: 'Loose on exit', rcCarId: 2 },
    ]);
    expect(await screen.findByText("Imported 'Club race' from the setup file")).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the racer pick another car and name, and checks the name as the editor does', async () => {
    const api = setupsApi({ cars: [B64, EB48] });
    mockApi(api.handlers);
    const user = userEvent.setup();
    renderApp('/setup-sheets');
    const list = await screen.findByRole('region', { name: 'My Setup Sheets' });
    const { car: _car, ...noCar } = FILE;
    await user.upload(within(list).getByLabelText('Import setup file'), jsonFile(noCar));
    const dialog = await screen.findByRole('dialog', { name: 'Import setup file' });
    expect(dialog).toHaveAccessibleDescription("'Club race', made for no car in particular.");
    // No match: the first car, as a new sheet starts on.
    expect(within(dialog).getByLabelText('Vehicle')).toHaveValue('1');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name is required');
    await user.type(within(dialog).getByLabelText('Name'), 'Club race (Sam)');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('article', { name: 'Club race (Sam), to read' })).toBeVisible();
    expect(api.bodies('POST /api/setup-sheets')).toEqual([expect.objectContaining({ rcCarId: 1 })]);
  });

  it('asks for a car first when the racer has none to put a setup sheet on', async () => {
    const api = setupsApi({ cars: [] });
    mockApi(api.handlers);
    const user = userEvent.setup();
    renderApp('/setup-sheets');
    const list = await screen.findByRole('region', { name: 'My Setup Sheets' });
    await user.upload(within(list).getByLabelText('Import setup file'), jsonFile(FILE));
    const dialog = await screen.findByRole('dialog', { name: 'Import setup file' });
    expect(within(dialog).getByRole('link', { name: 'Add Vehicle' })).toHaveAttribute('href', '/fleet?add=1');
    expect(within(dialog).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a setup file, saying why, and sends nothing', async () => {
    const api = setupsApi({ cars: [EB48] });
    const fetchMock = mockApi(api.handlers);
    const user = userEvent.setup();
    renderApp('/setup-sheets');
    const list = await screen.findByRole('region', { name: 'My Setup Sheets' });
    await user.upload(within(list).getByLabelText('Import setup file'), jsonFile('PK\u0003\u0004 zip'));
    expect(await screen.findByText('Cannot import this file')).toBeVisible();
    expect(
      screen.getByText('This is not an RC Setup Assistant setup file. It could not be read as JSON.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends an ESC setup file to the ESC tab, and takes it there with no car', async () => {
    const esc = makeEscSetup({ id: 21, name: 'Clay punch', boostTiming: '20°' });
    const escFile = {
      app: 'rc-setup-assistant',
      kind: 'esc-setup',
      schemaVersion: 1,
      exportedAt: '2026-11-25T05:00:00.000Z',
      setup: {
        name: esc.name,
        escMake: esc.escMake,
        escModel: esc.escModel,
        creator: 'sam',
        boostTiming: '20°',
      },
    };
    const api = setupsApi({ cars: [EB48] });
    mockApi(api.handlers);
    const user = userEvent.setup();
    renderApp('/setup-sheets');
    const sheets = await screen.findByRole('region', { name: 'My Setup Sheets' });
    await user.upload(within(sheets).getByLabelText('Import setup file'), jsonFile(escFile));
    expect(
      await screen.findByText(
        'This file holds an ESC setup, not a car setup sheet. Import it on the other tab.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'ESC Setups' }));
    const escList = await screen.findByRole('region', { name: 'My ESC Setups' });
    await user.upload(within(escList).getByLabelText('Import setup file'), jsonFile(escFile));
    const dialog = await screen.findByRole('dialog', { name: 'Import setup file' });
    expect(within(dialog).getByLabelText('Car')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('article', { name: 'Clay punch, to read' })).toBeVisible();
    expect(api.bodies('POST /api/esc-setups')).toEqual([{ ...escFile.setup, rcCarId: null }]);
  });
});
