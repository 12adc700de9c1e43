import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KIT_SHEET_KEYS, kitField } from '../../../../shared/test/kit-sheet-fields';
import { makeCar } from '../../../test/fleet-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const NB48 = makeCar({ id: 3, manufacturer: 'Tekno RC', model: 'NB48 2.2' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });

const groupButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title} \\d+ of`) });
const GROUPS = ['Front', 'Rear', 'Shocks', 'Steering', 'Chassis and weight'];

async function openNew(car: number, open: readonly string[] = GROUPS) {
  const api = setupsApi({ cars: [NB48, B64], esc: [] });
  mockApi(api.handlers);
  renderApp('/setup-sheets?new=1');
  await screen.findByRole('heading', { name: 'Create New Setup Sheet' });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Vehicle'), String(car));
  for (const title of open) await user.click(groupButton(title));
  return { api, user };
}

describe('Setup sheet editor: the kit-sheet fields of issue 33', () => {
  it('offers a 1:8 nitro buggy every new field, each with the kit sheet example', async () => {
    await openNew(NB48.id, GROUPS);
    for (const key of KIT_SHEET_KEYS) {
      const { label, example } = kitField(key);
      expect(screen.getByLabelText(label), label).toHaveAttribute('placeholder', `e.g. ${example}`);
    }
  });

  it('saves what is typed into the new fields', async () => {
    const { api, user } = await openNew(NB48.id, ['Steering', 'Chassis and weight']);
    await user.type(screen.getByLabelText('Name'), 'N');
    await user.type(screen.getByLabelText('Servo'), 'PGS');
    await user.type(screen.getByLabelText('Left / right balance'), 'L 51%');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Setup sheet created successfully')).toBeInTheDocument();
    expect(api.bodies('POST /api/setup-sheets')[0]).toMatchObject({
      servo: 'PGS',
      balanceLeftRight: 'L 51%',
      bumpSteer: null,
    });
  });

  it('leaves the left/right balance off a 1:10 2WD, whose sheet weighs front to rear', async () => {
    await openNew(B64.id);
    expect(screen.queryByLabelText('Left / right balance')).toBeNull();
    expect(screen.getByLabelText('Front / rear balance')).toBeInTheDocument();
    expect(screen.getByLabelText('Bump steer')).toBeInTheDocument();
  });
});
