import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupVersion } from '../../../../shared/schemas/setup-version';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { addVersionHandlers } from '../../../test/setup-versions-api';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const ESC = makeEscSetup({ id: 5, name: 'Clay punch' });
const SHEET = makeSetupSheet({
  id: 11,
  name: 'Indoor final',
  rcCarId: 1,
  rearSpring: 'Silver',
  weight: '1750',
  escSetupId: 5,
  fileUrl: '/uploads/b.png',
  fileType: 'image/png',
  fileName: 'b.png',
  version: 3,
});

const at = (day: number) => `2025-06-0${day}T12:00:00.000Z`;
const v = (version: number, changes: SetupVersion['changes'], extra: Partial<SetupVersion> = {}) =>
  ({
    version,
    createdAt: at(version),
    source: 'edit',
    note: null,
    outcome: 'untested',
    changes,
    installs: [],
    ...extra,
  }) satisfies SetupVersion;

const HISTORY = (): SetupVersion[] => [
  v(
    3,
    [
      { field: 'rearSpring', from: 'Blue', to: 'Silver' },
      { field: 'fileUrl', from: '/uploads/a.pdf', to: '/uploads/b.png' },
      { field: 'fileType', from: 'application/pdf', to: 'image/png' },
      { field: 'fileName', from: 'a.pdf', to: 'b.png' },
    ],
    { note: 'Too loose on exit', outcome: 'better' },
  ),
  v(2, [
    { field: 'weight', from: '1730', to: '1750' },
    { field: 'escSetupId', from: null, to: 5 },
  ]),
  v(
    1,
    [
      { field: 'name', from: null, to: 'Indoor final' },
      { field: 'rcCarId', from: null, to: 1 },
      { field: 'rearSpring', from: null, to: 'Blue' },
      { field: 'weight', from: null, to: '1730' },
      { field: 'fileUrl', from: null, to: '/uploads/a.pdf' },
      { field: 'fileType', from: null, to: 'application/pdf' },
      { field: 'fileName', from: null, to: 'a.pdf' },
    ],
    { source: 'create' },
  ),
];

async function open(versions: SetupVersion[] = HISTORY(), path = '/setup-sheets?id=11') {
  const api = setupsApi({ cars: [EB48], sheets: [{ ...SHEET }], esc: [ESC] });
  api.handlers['GET /api/files/check/b.png'] = () => [200, { exists: true }];
  addVersionHandlers(api, 'setup-sheets', 11, versions);
  const fetchMock = mockApi(api.handlers);
  const utils = renderApp(path);
  const user = userEvent.setup();
  const view = await screen.findByRole('article', { name: 'Indoor final, to read' });
  return { ...utils, api, fetchMock, user, view };
}

async function showHistory(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Show history \(3 versions\)/ }));
  return screen.findByRole('list', { name: 'Versions, newest first' });
}

const entry = (list: HTMLElement, version: number) =>
  within(list).getByRole('listitem', { name: new RegExp(`^Version ${version} ·`) });

describe('The History panel', () => {
  it('lists the versions newest first: source, date, reason, outcome and the changes in words', async () => {
    const { user } = await open();
    const list = await showHistory(user);
    const titles = within(list)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Version 3 · EditedCurrent', 'Version 2 · Edited', 'Version 1 · Created']);

    const latest = entry(list, 3);
    expect(within(latest).getByText('Too loose on exit')).toBeInTheDocument();
    expect(within(latest).getByText('Outcome: Better')).toBeInTheDocument();
    expect(within(latest).getByText(/^Rear spring:/).parentElement).toHaveTextContent(
      'Rear spring: Blue → Silver',
    );
    expect(within(latest).getByText(/^Setup file:/).parentElement).toHaveTextContent(
      'Setup file: a.pdf → b.png',
    );
    expect(within(latest).getByRole('time')).toHaveAttribute('datetime', at(3));
    // Nothing to restore or compare the current content with.
    expect(within(latest).queryByRole('button', { name: /Restore this version/ })).not.toBeInTheDocument();
    expect(within(latest).queryByRole('link', { name: /Compare with now/ })).not.toBeInTheDocument();

    const second = entry(list, 2);
    expect(within(second).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Weight: 1730 g → 1750 gESC setup: — → Clay punch',
    );
    expect(within(second).getByText('Outcome: Untested')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /Compare with now/ })).toHaveAttribute(
      'href',
      '/compare?kind=setup-sheet&refs=11@2,11',
    );

    const first = entry(list, 1);
    await user.click(within(first).getByText('Started with 5 values'));
    expect(within(first).getByText(/^Vehicle:/).parentElement).toHaveTextContent(
      'Vehicle: Tekno RC EB48 2.2',
    );
  });

  it('lists the installs made at a version: the car, when, and the note (issue 29)', async () => {
    const history = HISTORY();
    const second = history[1] as SetupVersion;
    history[1] = {
      ...second,
      installs: [
        { createdAt: at(2), rcCarId: 1, carName: 'Tekno RC EB48 2.2', note: 'Fresh diff oil' },
        { createdAt: at(2), rcCarId: null, carName: 'Mugen MBX8R', note: null },
      ],
    };
    const { user } = await open(history);
    const list = await showHistory(user);
    const installs = within(entry(list, 2)).getByRole('list', { name: 'Installs' });
    expect(
      within(installs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Installed on Tekno RC EB48 2\.2 · .+Note: Fresh diff oil$/),
      expect.stringMatching(/^Installed on Mugen MBX8R · .+[^:]$/),
    ]);
    expect(within(entry(list, 3)).queryByRole('list', { name: 'Installs' })).not.toBeInTheDocument();
  });

  it('opens by itself for a link ending in #history (the wizard names a version it just wrote)', async () => {
    const wizard = v(4, [{ field: 'rearSpring', from: 'Silver', to: 'Gold' }], {
      source: 'wizard',
      note: 'AI Setup Wizard (More steering): Rear spring Silver → Gold',
    });
    await open([wizard, ...HISTORY()], '/setup-sheets?id=11#history');
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(entry(list, 4)).toHaveTextContent('Version 4 · Tuning wizard');
    expect(screen.getByRole('button', { name: 'Hide history' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads the next page of a long history when the racer asks for older versions', async () => {
    const many = Array.from({ length: 13 }, (_, i) =>
      v(13 - i, [{ field: 'weight', from: String(1700 + 12 - i), to: String(1700 + 13 - i) }], {
        createdAt: new Date(Date.UTC(2025, 5, 13 - i)).toISOString(),
      }),
    );
    const { user, api, fetchMock } = await open(many);
    // The server sends the history a page at a time, the next one named in the Link header.
    const base = '/api/setup-sheets/11/versions';
    api.handlers[`GET ${base}`] = () => [200, many.slice(0, 10), { Link: `<${base}?cursor=v4>; rel="next"` }];
    api.handlers[`GET ${base}?cursor=v4`] = () => [200, many.slice(10)];
    await user.click(await screen.findByRole('button', { name: /^Show history/ }));
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(10);
    const asked = () => fetchMock.mock.calls.filter(([url]) => url === `${base}?cursor=v4`).length;
    expect(asked()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(13));
    expect(asked()).toBe(1);
    expect(entry(list, 1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show older/ })).not.toBeInTheDocument();
  });

  it('shows the latest ten, and older ones on request', async () => {
    const many = Array.from({ length: 13 }, (_, i) =>
      v(13 - i, [{ field: 'weight', from: String(1700 + 12 - i), to: String(1700 + 13 - i) }], {
        createdAt: new Date(Date.UTC(2025, 5, 13 - i)).toISOString(),
      }),
    );
    const { user } = await open(many);
    await user.click(await screen.findByRole('button', { name: /^Show history/ }));
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show older (3 more)' }));
    expect(within(list).getAllByRole('heading', { level: 4 })).toHaveLength(13);
    expect(screen.queryByRole('button', { name: /Show older/ })).not.toBeInTheDocument();
  });

  it('edits a version’s reason and outcome', async () => {
    const { user, api } = await open();
    const list = await showHistory(user);
    await user.click(within(entry(list, 2)).getByRole('button', { name: 'Reason and outcome of version 2' }));
    const form = screen.getByRole('form', { name: 'Reason and outcome of version 2' });
    await user.type(within(form).getByLabelText('Reason'), 'Heavier for the bumps');
    const outcome = within(form).getByRole('group', { name: 'Outcome' });
    expect(within(outcome).getByRole('radio', { name: 'Untested' })).toBeChecked();
    await user.click(within(outcome).getByRole('radio', { name: 'Worse' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Version 2 updated')).toBeInTheDocument();
    expect(api.bodies('PATCH /api/setup-sheets/11/versions/2')).toEqual([
      { note: 'Heavier for the bumps', outcome: 'worse' },
    ]);
    expect(await within(entry(list, 2)).findByText('Outcome: Worse')).toBeInTheDocument();
    expect(within(entry(list, 2)).getByText('Heavier for the bumps')).toBeInTheDocument();
  });

  it('restores a version after a confirmation, naming the version on screen, and reads the restored values', async () => {
    const { user, api, fetchMock, view } = await open();
    const list = await showHistory(user);
    await user.click(within(entry(list, 1)).getByRole('button', { name: /Restore this version/ }));
    const ask = screen.getByRole('alertdialog', { name: 'Restore version 1?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.bodies('POST /api/setup-sheets/11/versions/1/restore')).toEqual([]);

    await user.click(within(entry(list, 1)).getByRole('button', { name: /Restore this version/ }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Restore version 1?' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(await screen.findByText('Version 1 restored as version 4')).toBeInTheDocument();
    const restore = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/versions/1/restore'));
    expect(restore?.[1]?.headers).toEqual({ 'If-Match': '"3"' });
    // The compact sheet's values: front | rear cells and the short lines of other groups.
    const values = () =>
      [...within(view).queryAllByRole('definition'), ...within(view).queryAllByRole('cell')].map((d) =>
        d.textContent?.trim(),
      );
    await waitFor(() => expect(values()).toContain('Blue'));
    expect(values()).toContain('1730 g');
    expect(values()).not.toContain('Silver');
    expect(await within(list).findByRole('heading', { name: /^Version 4 · Restored/ })).toBeInTheDocument();
  });

  it('a clock beside a value shows that field’s values over time', async () => {
    const { user, view } = await open();
    // The clocks are the Track view's; the compact sheet has none.
    await user.click(within(view).getByRole('button', { name: 'Track view' }));
    await user.click(within(view).getByRole('button', { name: 'History of Weight' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Weight' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'VersionDateValue',
      expect.stringMatching(/^2.*1750 g$/),
      expect.stringMatching(/^1.*1730 g$/),
    ]);
    await user.keyboard('{Escape}');
    expect(within(view).getByRole('button', { name: 'History of Weight' })).toHaveFocus();
  });

  it('is there for an ESC setup too', async () => {
    const api = setupsApi({ esc: [makeEscSetup({ id: 21, name: 'Mod', escMake: 'Tekin', version: 2 })] });
    addVersionHandlers(api, 'esc-setups', 21, [
      v(2, [{ field: 'escMake', from: 'Hobbywing', to: 'Tekin' }]),
      v(1, [{ field: 'escMake', from: null, to: 'Hobbywing' }], { source: 'create' }),
    ]);
    mockApi(api.handlers);
    renderApp('/setup-sheets?tab=esc&id=21');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show history (2 versions)' }));
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(within(entry(list, 2)).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'ESC make: Hobbywing → Tekin',
    );
    expect(within(entry(list, 1)).getByRole('link', { name: /Compare with now/ })).toHaveAttribute(
      'href',
      '/compare?kind=esc-setup&refs=21@1,21',
    );
  });
});
