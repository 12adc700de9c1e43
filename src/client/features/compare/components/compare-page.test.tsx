import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompareAnswer } from '../../../../shared/schemas/compare';
import { makeSetupSheet } from '../../../test/setup-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { answer, column, row, warmUpCompareRoute } from '../test/compare-data';

warmUpCompareRoute();

const MINE = column({ ref: '11', name: 'Indoor final', version: 4 });
const OTHER = column({ ref: '12', name: 'Outdoor', version: 2, updatedAt: '2025-05-01T08:00:00.000Z' });
const COMMUNITY = column({
  ref: 'public:45',
  name: 'Winter Series R3',
  car: 'Tekno RC EB48 2.2',
  version: null,
});

const ROWS = [
  row('name', 'Details', 'Name', ['Indoor final', 'Outdoor']),
  row('trackName', 'Details', 'Track', ['Silverdale', 'Silverdale']),
  row('frontCamber', 'Front', 'Front camber', ['-1.5°', '-2°']),
  row('frontToe', 'Front', 'Front toe', [null, null]),
  row('frontShockOil', 'Shocks', 'Front shock oil', ['450 cSt', '450cst'], false),
  row('rearShockOil', 'Shocks', 'Rear shock oil', ['400 cSt', null]),
  row('weight', 'Chassis', 'Weight', ['1730', '1750']),
];
const TWO = answer([MINE, OTHER], ROWS);
const URL_TWO = 'GET /api/compare?kind=setup-sheet&refs=11,12';

function open(path: string, handlers: ApiHandlers, user = TEST_USER) {
  const fetchMock = mockApi({ ...session(user), ...handlers });
  return { ...renderApp(path), fetchMock, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Setups compared, one column each' });
const rowHeaders = () =>
  screen.getAllByRole('rowheader').map((th) => th.textContent?.replace(' (differs)', ''));

describe('The compare screen', () => {
  it('shows a column per setup and only the differing fields, marked, with their count', async () => {
    open('/compare?kind=setup-sheet&refs=11,12', { [URL_TWO]: () => [200, TWO] });
    const grid = await table();
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[1]).toHaveTextContent(/Indoor final.*Tekno RC EB48 2\.2.*Version 4.*My setup.*Updated/);
    expect(headers[2]).toHaveTextContent(/Outdoor.*Version 2/);
    expect(headers[2]).not.toHaveTextContent('My setup');
    expect(screen.getByRole('switch', { name: 'Differences only (4)' })).toBeChecked();
    expect(rowHeaders()).toEqual(['Name≠', 'Front camber≠', 'Rear shock oil≠', 'Weight≠']);
    // Not by colour alone: the row's header says so in words, the values are bold.
    expect(screen.getByRole('rowheader', { name: 'Front camber (differs)' })).toBeInTheDocument();
    const camber = screen.getByRole('row', { name: /Front camber/ });
    expect(within(camber).getAllByRole('cell')[0]).toHaveClass('font-semibold');
    // A bare number gets its unit; an empty cell says so.
    expect(screen.getByRole('cell', { name: /1730 g/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Rear shock oil/ })).getByText('empty'),
    ).toBeInTheDocument();
  });

  it('shows every filled field with the switch off, still leaving out fields empty everywhere', async () => {
    const { user } = open('/compare?kind=setup-sheet&refs=11,12', { [URL_TWO]: () => [200, TWO] });
    await table();
    await user.click(screen.getByRole('switch', { name: /Differences only/ }));
    expect(screen.getByRole('switch', { name: /Differences only/ })).not.toBeChecked();
    expect(rowHeaders()).toEqual([
      'Name≠',
      'Track',
      'Front camber≠',
      'Front shock oil',
      'Rear shock oil≠',
      'Weight≠',
    ]);
  });

  it('closes and opens a group with its disclosure button', async () => {
    const { user } = open('/compare?kind=setup-sheet&refs=11,12', { [URL_TWO]: () => [200, TWO] });
    await table();
    const front = screen.getByRole('button', { name: 'Front (1)' });
    expect(front).toHaveAttribute('aria-expanded', 'true');
    await user.click(front);
    expect(front).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('rowheader', { name: /Front camber/ })).toBeNull();
    await user.click(front);
    expect(screen.getByRole('rowheader', { name: /Front camber/ })).toBeInTheDocument();
  });

  it('says so when nothing differs', async () => {
    const same = answer(
      [MINE, OTHER],
      [row('frontShockOil', 'Shocks', 'Front shock oil', ['450', '450 cSt'], false)],
    );
    open('/compare?kind=setup-sheet&refs=11,12', { [URL_TWO]: () => [200, same] });
    expect(await screen.findByText('These setups are the same')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Differences only (0)' })).toBeChecked();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lets a phone pick the two columns it shows, and a removed column leaves the URL', async () => {
    const three = answer(
      [MINE, OTHER, COMMUNITY],
      [row('frontCamber', 'Front', 'Front camber', ['-1.5°', '-2°', '-3°'])],
    );
    const { user, router } = open('/compare?kind=setup-sheet&refs=11,12,public:45', {
      'GET /api/compare?kind=setup-sheet&refs=11,12,public:45': () => [200, three],
      [URL_TWO]: () => [200, TWO],
    });
    const grid = await table();
    const heads = () =>
      within(grid.querySelector('thead') as HTMLElement)
        .getAllByRole('columnheader')
        .slice(1);
    expect(heads().map((h) => h.className.includes('hidden'))).toEqual([false, false, true]);
    await user.selectOptions(screen.getByLabelText('Right'), 'Winter Series R3 (Community)');
    expect(heads().map((h) => h.className.includes('hidden'))).toEqual([false, true, false]);
    // Picking on the left what the right shows swaps them.
    await user.selectOptions(screen.getByLabelText('Left'), 'Winter Series R3 (Community)');
    expect(screen.getByLabelText('Left')).toHaveDisplayValue('Winter Series R3 (Community)');
    expect(screen.getByLabelText('Right')).toHaveDisplayValue('Indoor final (Version 4)');

    await user.click(
      screen.getByRole('button', { name: 'Remove Winter Series R3 (Community) from the compare' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?kind=setup-sheet&refs=11,12'));
    await waitFor(() => expect(screen.queryByLabelText('Right')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('Use this value PUTs the field into my setup with If-Match and the compare loads again', async () => {
    let current: CompareAnswer = TWO;
    const put: unknown[] = [];
    const { user, fetchMock } = open('/compare?kind=setup-sheet&refs=11,12', {
      [URL_TWO]: () => [200, current],
      'PUT /api/setup-sheets/11': (body) => {
        put.push(body);
        current = answer(
          [{ ...MINE, version: 5 }, OTHER],
          ROWS.map((r) => (r.field === 'frontCamber' ? { ...r, values: ['-2°', '-2°'], differs: false } : r)),
        );
        return [200, makeSetupSheet({ id: 11, name: 'Indoor final', frontCamber: '-2°', version: 5 })];
      },
    });
    await table();
    // Not for the name (a detail, not a value to copy), nor for an empty cell, nor in my own column.
    expect(screen.getAllByRole('button', { name: /^Use this value/ }).map((b) => b.textContent)).toEqual([
      'Use this value for Front camber from Outdoor',
      'Use this value for Weight from Outdoor',
    ]);
    await user.click(screen.getByRole('button', { name: 'Use this value for Front camber from Outdoor' }));
    expect(await screen.findByText('Front camber is now -2° in “Indoor final”.')).toBeInTheDocument();
    expect(put).toEqual([
      { frontCamber: '-2°', changeSource: 'compare', changeNote: 'From “Outdoor” (Version 2)' },
    ]);
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')?.[1];
    expect(new Headers(init?.headers).get('If-Match')).toBe('"4"');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Front camber/ })).toBeNull());
    expect(screen.getByRole('switch', { name: 'Differences only (3)' })).toBeInTheDocument();
  });

  it('shows FDR and rollout rows after the gearing, as given, with nothing to copy into them', async () => {
    const gearing = answer(
      [MINE, OTHER],
      [
        row('pinion', 'Electronics and gearing', 'Pinion', ['24', '25']),
        row('fdr', 'Electronics and gearing', 'FDR (calculated)', ['8.78', '8.42']),
        row('rollout', 'Electronics and gearing', 'Rollout (calculated)', ['30.1 mm', '31.3 mm']),
      ],
    );
    open('/compare?kind=setup-sheet&refs=11,12', { [URL_TWO]: () => [200, gearing] });
    await table();
    expect(rowHeaders()).toEqual(['Pinion≠', 'FDR (calculated)≠', 'Rollout (calculated)≠']);
    const rollout = screen.getByRole('row', { name: /Rollout/ });
    expect(
      within(rollout)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30.1 mm', '31.3 mm']);
    expect(screen.getAllByRole('button', { name: /^Use this value/ }).map((b) => b.textContent)).toEqual([
      'Use this value for Pinion from Outdoor',
    ]);
  });

  it('a 412 says my setup changed elsewhere and loads the compare again', async () => {
    let loads = 0;
    const { user } = open('/compare?kind=setup-sheet&refs=11,12', {
      [URL_TWO]: () => {
        loads += 1;
        return [200, TWO];
      },
      'PUT /api/setup-sheets/11': () => [
        412,
        { message: 'This setup was changed elsewhere since you opened it (it is now at version 5).' },
      ],
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Use this value for Weight from Outdoor' }));
    expect(await screen.findByText('Your setup changed elsewhere')).toBeInTheDocument();
    expect(screen.getByText(/changed elsewhere since you opened it/)).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
  });

  it('offers nothing to copy without one of my setups as it is now', async () => {
    const old = answer(
      [column({ ref: '11@2', name: 'Indoor final', version: 2 }), COMMUNITY],
      [row('frontCamber', 'Front', 'Front camber', ['-1.5°', '-2°'])],
    );
    open('/compare?kind=setup-sheet&refs=11@2,public:45', {
      'GET /api/compare?kind=setup-sheet&refs=11@2,public:45': () => [200, old],
    });
    await table();
    expect(screen.queryByRole('button', { name: /Use this value/ })).toBeNull();
    expect(screen.queryByText('My setup')).toBeNull();
  });

  it('signed out, a ref of my own answers 404: the server says why and sign-in comes back here', async () => {
    open(
      '/compare?kind=setup-sheet&refs=11,public:45',
      {
        'GET /api/compare?kind=setup-sheet&refs=11,public:45': () => [404, { message: 'Setup 11 not found' }],
      },
      null as never,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Setup 11 not found');
    expect(within(alert).getByRole('link', { name: 'Sign in to compare your own setups' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/compare?kind=setup-sheet&refs=11,public:45')}`,
    );
  });
});
