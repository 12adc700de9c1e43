import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportCounts, ImportReport } from '../../../../shared/schemas/data-transfer';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const NONE: ImportCounts = {
  cars: 0,
  transponders: 0,
  tyreSets: 0,
  setupSheets: 0,
  escSetups: 0,
  setupVersions: 0,
  runs: 0,
  maintenanceItems: 0,
  maintenanceLog: 0,
  files: 0,
};
const DRY_RUN: ImportReport = {
  dryRun: true,
  created: { ...NONE, cars: 1, setupSheets: 2, setupVersions: 5, runs: 3 },
  skipped: { ...NONE, cars: 1, transponders: 2 },
  conflicts: [{ kind: 'setupSheets', name: 'Club race', reason: 'Yours has other values' }],
};
const APPLIED: ImportReport = { ...DRY_RUN, dryRun: false };
const zipFile = () => new File(['PK\u0003\u0004'], 'my-data.zip', { type: 'application/x-zip-compressed' });

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.restoreAllMocks();
});

async function openCard() {
  renderApp('/settings');
  return screen.findByRole('region', { name: 'Your data' });
}

describe('Settings: Your data', () => {
  it('checks a chosen zip with a dry run and shows what it would create, skip and keep', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...session(TEST_USER),
      'POST /api/import?dryRun=true': (body) => {
        sent.push(body);
        return [200, DRY_RUN];
      },
    });
    const user = userEvent.setup();
    const card = await openCard();
    await user.upload(within(card).getByLabelText('Choose a data file (.zip)'), zipFile());
    const report = await within(card).findByRole('region', { name: 'What this file would import' });
    expect(
      within(report).getByText('11 to create, 3 already here, 1 in conflict (yours kept).'),
    ).toBeVisible();
    const rows = within(report)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Kind', 'Will be created', 'Already here', 'Conflicts'],
      ['Cars', '1', '1', '0'],
      ['Transponders', '0', '2', '0'],
      ['Setup sheets', '2', '0', '1'],
      ['Setup history versions', '5', '0', '0'],
      ['Runs', '3', '0', '0'],
    ]);
    expect(within(report).getByText('Setup sheets: Club race')).toBeVisible();
    expect(within(report).getByText('— Yours has other values')).toBeVisible();
    // The bytes go as a zip, whatever the browser called the file.
    expect(sent).toHaveLength(1);
    expect((sent[0] as Blob).type).toBe('application/zip');
    expect(within(card).getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('applies the same file on Import, says what it created and refetches everything', async () => {
    const applied: unknown[] = [];
    mockApi({
      ...session(TEST_USER),
      'POST /api/import?dryRun=true': () => [200, DRY_RUN],
      'POST /api/import?dryRun=false': (body) => {
        applied.push(body);
        return [200, APPLIED];
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/settings');
    const card = await screen.findByRole('region', { name: 'Your data' });
    queryClient.setQueryData(['/api/cars'], []);
    await user.upload(within(card).getByLabelText('Choose a data file (.zip)'), zipFile());
    await user.click(await within(card).findByRole('button', { name: 'Import' }));
    const done = await within(card).findByRole('region', { name: 'What was imported' });
    expect(within(done).getByRole('columnheader', { name: 'Created' })).toBeVisible();
    expect(await screen.findByText('Import finished')).toBeVisible();
    expect(screen.getByText('11 records added to your account.')).toBeVisible();
    expect(applied).toHaveLength(1);
    expect(queryClient.getQueryState(['/api/cars'])?.isInvalidated).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('offers no Import when everything in the file is already here', async () => {
    mockApi({
      ...session(TEST_USER),
      'POST /api/import?dryRun=true': () => [200, { ...DRY_RUN, created: NONE, conflicts: [] }],
    });
    const user = userEvent.setup();
    const card = await openCard();
    await user.upload(within(card).getByLabelText('Choose a data file (.zip)'), zipFile());
    expect(await within(card).findByText(/Everything in this file is already here/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it("shows the server's reason for a refused file and changes nothing", async () => {
    const fetchMock = mockApi({
      ...session(TEST_USER),
      'POST /api/import?dryRun=true': () => [
        400,
        { message: 'data.json is missing: this is not an export of RC Setup Assistant', code: 'bad_import' },
      ],
    });
    const user = userEvent.setup();
    const card = await openCard();
    await user.upload(within(card).getByLabelText('Choose a data file (.zip)'), zipFile());
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'data.json is missing: this is not an export of RC Setup Assistant',
    );
    expect(within(card).queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/import?dryRun=false')).toBe(false);
  });

  it('says when the file is too large', async () => {
    mockApi({
      ...session(TEST_USER),
      'POST /api/import?dryRun=true': () => [413, { message: 'The file is too large (at most 200 MB)' }],
    });
    const user = userEvent.setup();
    const card = await openCard();
    await user.upload(within(card).getByLabelText('Choose a data file (.zip)'), zipFile());
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The file is too large (at most 200 MB)',
    );
  });

  it('downloads the zip under the name the server gives', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/export': () => [
        200,
        new Blob(['PK'], { type: 'application/zip' }),
        { 'Content-Disposition': 'attachment; filename="rc-setup-assistant-racer1-2026-11-25.zip"' },
      ],
    });
    const createUrl = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    const card = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(clicked).toEqual(['rc-setup-assistant-racer1-2026-11-25.zip']));
    expect(createUrl).toHaveBeenCalledOnce();
  });

  it('toasts a failed download with the server message', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/export': () => [500, { message: 'Export failed: disk full' }],
    });
    const user = userEvent.setup();
    const card = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download failed')).toBeVisible();
    expect(screen.getByText('Export failed: disk full')).toBeVisible();
  });

  it('waits for a connection to download or import', async () => {
    mockApi(session(TEST_USER));
    const card = await openCard();
    act(() => onlineManager.setOnline(false));
    expect(within(card).getByText(/You are offline/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(within(card).getByLabelText('Choose a data file (.zip)')).toBeDisabled();
  });
});
