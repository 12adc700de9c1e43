import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupVersion } from '../../../../shared/schemas/setup-version';
import { B7_CAR } from '../../../test/fleet-data';
import { makeSetupSheet, SHEET_GEARS } from '../../../test/setup-data';
import { addVersionHandlers, createdWith, makeVersion } from '../../../test/setup-versions-api';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

// FDR = 81 ÷ 24 × 2.6 = 8.775; rollout = π × 84 ÷ 8.775 = 30.07 mm.
const SHEET = makeSetupSheet({ id: 11, name: 'Clay final', rcCarId: 1, ...SHEET_GEARS });

async function open(path: string, versions?: SetupVersion[]) {
  const api = setupsApi({ cars: [B7_CAR], sheets: [SHEET] });
  if (versions) addVersionHandlers(api, 'setup-sheets', 11, versions);
  mockApi(api.handlers);
  return { ...renderApp(path), user: userEvent.setup() };
}

const CALCULATOR = '/tools/gearing?class=1%3A10-electric&pinion=24&spur=81&internal=2.6&tyre=84&sheet=11';

describe('Gearing on the setup sheet', () => {
  it('the read view shows FDR and rollout beside the gearing, without history buttons of their own', async () => {
    const { user } = await open('/setup-sheets?id=11');
    const view = await screen.findByRole('article', { name: 'Clay final, to read' });
    const group = within(view).getByRole('region', { name: 'Electronics and gearing' });
    const terms = within(group)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(expect.arrayContaining(['FDR (calculated)', 'Rollout (calculated)']));
    expect(within(group).getByText('8.78')).toBeInTheDocument();
    expect(within(group).getByText('30.1 mm')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Open in calculator' })).toHaveAttribute(
      'href',
      CALCULATOR,
    );
    // The Track view's history clocks: the fields have one, the figures worked out from them not.
    await user.click(within(view).getByRole('button', { name: 'Track view' }));
    const track = within(view).getByRole('region', { name: 'Electronics and gearing' });
    expect(within(track).queryByRole('button', { name: /FDR/ })).not.toBeInTheDocument();
    expect(within(track).getByRole('button', { name: /Spur/ })).toBeInTheDocument();
  });

  it('the editor works them out as the racer types, and says what is missing rather than erring', async () => {
    const { user } = await open('/setup-sheets?id=11&edit=1');
    await user.click(await screen.findByRole('button', { name: /Electronics and gearing/ }));
    const panel = screen.getByRole('region', { name: 'Final drive ratio and rollout' });
    expect(within(panel).getByText('8.78')).toBeInTheDocument();
    const pinion = screen.getByLabelText(/^Pinion/);
    await user.clear(pinion);
    await user.type(pinion, '25');
    // 81 ÷ 25 × 2.6 = 8.424; π × 84 ÷ 8.424 = 31.33 mm
    expect(within(panel).getByText('8.42')).toBeInTheDocument();
    expect(within(panel).getByText('31.3 mm')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open in calculator' })).toHaveAttribute(
      'href',
      CALCULATOR.replace('pinion=24', 'pinion=25'),
    );
    await user.clear(screen.getByLabelText(/^Tyre diameter/));
    expect(within(panel).queryByText('FDR (calculated)')).not.toBeInTheDocument();
    expect(within(panel).getByText(/once these are filled in: Tyre diameter\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('History shows what a pinion change written by the calculator did to FDR and rollout', async () => {
    const { user } = await open('/setup-sheets?id=11', [
      makeVersion(2, 'gearing', [{ field: 'pinion', from: '23', to: '24' }]),
      makeVersion(1, 'create', createdWith({ name: 'Clay final', rcCarId: 1, ...SHEET_GEARS, pinion: '23' })),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Show history/ }));
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    const latest = within(list).getByRole('listitem', { name: /^Version 2 ·/ });
    expect(within(latest).getByRole('heading', { level: 4 })).toHaveTextContent('Gearing calculator');
    // 81 ÷ 23 × 2.6 = 9.157 → π × 84 ÷ 9.157 = 28.82 mm
    expect(within(latest).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Pinion: 23T → 24TFDR (calculated): 9.16 → 8.78Rollout (calculated): 28.8 mm → 30.1 mm',
    );
    const first = within(list).getByRole('listitem', { name: /^Version 1 ·/ });
    expect(within(first).getByText('Started with 6 values')).toBeInTheDocument();
  });
});
