import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { B7_CAR } from '../../../test/fleet-data';
import { makeSetupSheet, SHEET_GEARS } from '../../../test/setup-data';
import { addVersionHandlers, createdWith, makeVersion } from '../../../test/setup-versions-api';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';

const FIRST_LOAD = { timeout: 10_000 };
const SHEET = makeSetupSheet({ id: 11, name: 'Clay final', rcCarId: 1, ...SHEET_GEARS, version: 1 });
const FROM_SHEET = '/tools/gearing?class=1%3A10-electric&pinion=24&spur=81&internal=2.6&tyre=84&sheet=11';

function open(path: string, options: { failPut?: [number, string]; signedIn?: boolean } = {}) {
  const api = setupsApi({ cars: [B7_CAR], sheets: [{ ...SHEET }], failPut: options.failPut });
  if (options.signedIn === false) api.handlers['GET /api/auth/user'] = () => [401, { message: 'No' }];
  const sheet = () => api.state.sheets.find((s) => s.id === 11) as SetupSheet;
  api.handlers['GET /api/setup-sheets/11'] = () => [200, sheet()];
  const put = api.handlers['PUT /api/setup-sheets/11'];
  api.handlers['PUT /api/setup-sheets/11'] = async (body) => {
    const answer = await put?.(body);
    if (answer?.[0] === 200) Object.assign(sheet(), { version: sheet().version + 1 });
    return answer ?? [500, {}];
  };
  // The sheet's history, which the conflict resolver reads its base from.
  addVersionHandlers(api, 'setup-sheets', 11, [
    makeVersion(1, 'create', createdWith({ name: 'Clay final', rcCarId: 1, ...SHEET_GEARS })),
  ]);
  const fetchMock = mockApi(api.handlers);
  return { ...renderApp(path), api, fetchMock, user: userEvent.setup() };
}

const calculator = () => screen.findByRole('heading', { level: 1, name: 'Gearing calculator' }, FIRST_LOAD);

describe('The calculator opened from a setup sheet', () => {
  it('writes the gears to the sheet as a new version with If-Match, then links back to it', async () => {
    const { user, api, fetchMock } = open(FROM_SHEET);
    await calculator();
    const write = await screen.findByRole('button', { name: 'Write to setup sheet' }, FIRST_LOAD);
    expect(write).toBeDisabled();
    expect(screen.getByText('“Clay final” already has these gears.')).toBeInTheDocument();
    const pinion = screen.getByRole('textbox', { name: /^Pinion/ });
    await user.clear(pinion);
    await user.type(pinion, '25');
    await user.click(write);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as version 2 of “Clay final”.');
    expect(api.bodies('PUT /api/setup-sheets/11')).toEqual([
      {
        pinion: '25',
        spur: '81',
        internalRatio: '2.6',
        tyreDiameter: '84',
        changeSource: 'gearing',
        changeNote: 'Gearing calculator: FDR 8.42, rollout 31.3 mm',
      },
    ]);
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')?.[1];
    expect(new Headers(init?.headers).get('If-Match')).toBe('"1"');
    expect(screen.getByRole('link', { name: 'Back to “Clay final”' })).toHaveAttribute(
      'href',
      '/setup-sheets?id=11#history',
    );
  });

  it('a sheet saved elsewhere since (412) opens the sheet’s conflict resolver with the gears', async () => {
    const { user, api } = open(FROM_SHEET, { failPut: [412, 'This setup was changed elsewhere.'] });
    await calculator();
    await screen.findByRole('button', { name: 'Write to setup sheet' }, FIRST_LOAD);
    // Saved on another device after the calculator read it.
    Object.assign(api.state.sheets[0] as SetupSheet, { version: 2, rearSpring: 'Blue' });
    const pinion = screen.getByRole('textbox', { name: /^Pinion/ });
    await user.clear(pinion);
    await user.type(pinion, '25');
    await user.click(await screen.findByRole('button', { name: 'Write to setup sheet' }));
    const resolver = await screen.findByRole('region', { name: 'Choose field by field' }, FIRST_LOAD);
    expect(await within(resolver).findByRole('group', { name: /^Pinion/ })).toBeInTheDocument();
  });

  it('offers no writing for a sheet that is not the racer’s, nor signed out, nor for another class', async () => {
    const other = open(FROM_SHEET.replace('sheet=11', 'sheet=99'));
    await calculator();
    expect(await screen.findByRole('combobox', { name: /Load from a setup sheet/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write to setup sheet' })).not.toBeInTheDocument();
    other.unmount();

    const out = open(FROM_SHEET, { signedIn: false });
    await calculator();
    expect(screen.queryByRole('combobox', { name: /Load from a setup sheet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write to setup sheet' })).not.toBeInTheDocument();
    out.unmount();

    const { user } = open(FROM_SHEET);
    await calculator();
    await screen.findByRole('button', { name: 'Write to setup sheet' }, FIRST_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Class/ }), '1:8-nitro');
    expect(screen.getByRole('button', { name: 'Write to setup sheet' })).toBeDisabled();
    expect(
      screen.getByText(/is for a 1:10 electric \(2WD and 4WD\) car: choose that class/),
    ).toBeInTheDocument();
  });

  it('signed in, loads any of the racer’s sheets into the calculator, ready to write back', async () => {
    const { user, router } = open('/tools/gearing');
    await calculator();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Load from a setup sheet/ }),
      'Clay final (Team Associated B7)',
    );
    expect(router.state.location.search).toBe(FROM_SHEET.slice('/tools/gearing'.length));
    expect(screen.getByRole('textbox', { name: /^Pinion/ })).toHaveValue('24');
    expect(await screen.findByRole('button', { name: 'Write to setup sheet' })).toBeDisabled();
  });
});
