import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';

const EB48 = makeCar({ id: 1, scale: '1:8', drivetrain: '4WD' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });
const sheets = (): SetupSheet[] => [
  makeSetupSheet({ id: 4, rcCarId: 1, name: 'Old sheet', isCurrentlyInstalled: true }),
  makeSetupSheet({ id: 5, rcCarId: 1, name: 'Summer clay', isCurrentlyInstalled: false }),
  makeSetupSheet({ id: 6, rcCarId: 2, name: 'Carpet', isCurrentlyInstalled: false }),
];

function fleet(list = sheets()) {
  const api = setupsApi({
    cars: [EB48, B64],
    sheets: list,
    esc: [makeEscSetup({ id: 21, rcCarId: 1, name: 'Punchy clay' })],
  });
  mockApi({
    ...api.handlers,
    'GET /api/runs/overview': () => [200, { lastRaceDay: null, bestLaps: [] }],
    'GET /api/maintenance': () => [200, []],
  });
  renderApp('/fleet');
  return { api, user: userEvent.setup() };
}

describe("The car card's Install on <car>", () => {
  it("offers the car's own setups, installs the one chosen with the note, and shows it installed", async () => {
    const { api, user } = fleet();
    const card = await screen.findByRole('article', { name: /EB48/ });
    await user.click(
      await within(card).findByRole('button', { name: `Install on ${EB48.manufacturer} ${EB48.model}` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Install on ${EB48.manufacturer} ${EB48.model}`,
    });
    const select = within(dialog).getByRole('combobox', { name: 'Setup' });
    // The car's setups only, the installed one said so; the first not installed is chosen.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Old sheet (installed)', 'Summer clay', 'Punchy clay']);
    expect(select).toHaveValue('setup-sheet:5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Qualifying');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(
      await screen.findByText(`'Summer clay' is installed on the ${EB48.manufacturer} ${EB48.model}.`),
    ).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets/5/install')).toEqual([{ rcCarId: 1, note: 'Qualifying' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Summer clay' })).toBeInTheDocument());
  });

  it('an ESC setup chosen goes to its own install', async () => {
    const { api, user } = fleet();
    const card = await screen.findByRole('article', { name: /EB48/ });
    await user.click(await within(card).findByRole('button', { name: /^Install on/ }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Setup' }), 'esc-setup:21');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    await waitFor(() =>
      expect(api.bodies('POST /api/esc-setups/21/install')).toEqual([{ rcCarId: 1, note: null }]),
    );
  });

  it('a car without setups has no button', async () => {
    fleet(sheets().filter((sheet) => sheet.rcCarId === 1));
    const eb48 = await screen.findByRole('article', { name: /EB48/ });
    expect(await within(eb48).findByRole('button', { name: /^Install on/ })).toBeInTheDocument();
    const b64 = screen.getByRole('article', { name: /B6.4/ });
    expect(within(b64).queryByRole('button', { name: /^Install on/ })).not.toBeInTheDocument();
  });
});
