import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import type { SetupVersion } from '../../../../shared/schemas/setup-version';
import { makeCar } from '../../../test/fleet-data';
import { makePublicSetup } from '../../../test/public-setup-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const B74 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B74.2' });
const SHEETS = [
  makeSetupSheet({
    id: 11,
    name: 'Indoor final',
    rcCarId: 1,
    version: 3,
    updatedAt: '2025-06-03T00:00:00.000Z',
  }),
  makeSetupSheet({ id: 12, name: 'B74 carpet', rcCarId: 2, updatedAt: '2025-06-02T00:00:00.000Z' }),
  makeSetupSheet({ id: 13, name: 'Outdoor clay', rcCarId: 1, updatedAt: '2025-06-01T00:00:00.000Z' }),
];
const version = (n: number, note: string | null = null): SetupVersion => ({
  version: n,
  createdAt: `2025-05-0${n}T10:00:00.000Z`,
  source: n === 1 ? 'create' : 'edit',
  note,
  outcome: 'untested',
  changes: [],
  installs: [],
});
const WINTER = makePublicSetup({ id: 45, eventName: 'Winter Series R3' });
const page = (items: PublicSetup[]) => ({ items, total: items.length, page: 1, pageSize: 5 });

function open() {
  const api = setupsApi({ cars: [EB48, B74], sheets: SHEETS });
  mockApi({
    ...api.handlers,
    'GET /api/setup-sheets/11/versions': () => [200, [version(3), version(2, 'Softer rear'), version(1)]],
    'GET /api/public-setups?q=&pageSize=5': () => [200, page([])],
    'GET /api/public-setups?q=winter&pageSize=5': () => [200, page([WINTER])],
  });
  return { ...renderApp('/setup-sheets?id=11'), user: userEvent.setup() };
}

describe('Compare with… in the read view', () => {
  it('picks my other setups (same car first), an earlier version and a community setup, then opens the compare', async () => {
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Compare with…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare with…' });
    const mine = within(dialog).getByRole('group', { name: 'My setups' });
    await waitFor(() =>
      expect(
        within(mine)
          .getAllByRole('checkbox')
          .map((c) => c.closest('label')?.textContent),
      ).toEqual(['Outdoor clayEB48 2.2 (Tekno RC)', 'B74 carpetB74.2 (Team Associated)']),
    );
    await user.click(within(mine).getByRole('checkbox', { name: /B74 carpet/ }));
    const versions = within(dialog).getByLabelText('An earlier version of this setup');
    await waitFor(() => expect(within(versions).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(
      versions,
      `Version 2, ${new Date('2025-05-02T10:00:00.000Z').toLocaleDateString()}: Softer rear`,
    );
    await user.type(within(dialog).getByLabelText('Search, or paste a community link'), 'winter');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Winter Series R3/ }));
    // Four in all: with three chosen, nothing more can be ticked.
    expect(within(mine).getByRole('checkbox', { name: /Outdoor clay/ })).toBeDisabled();
    expect(within(dialog).getByText('3 of 3 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare'));
    expect(router.state.location.search).toBe('?kind=setup-sheet&refs=11,12,11@2,public:45');
  });

  it('takes a pasted community link', async () => {
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Compare with…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare with…' });
    await user.type(
      within(dialog).getByLabelText('Search, or paste a community link'),
      'https://rc.example.org/public-setups/77',
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Community setup 77' }));
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=setup-sheet&refs=11,public:77'));
  });
});
