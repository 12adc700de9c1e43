import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/fleet-data';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const EB48 = makeCar({ id: 1, manufacturer: 'Tekno RC', model: 'EB48 2.2' });
const B64 = makeCar({ id: 2, manufacturer: 'Team Associated', model: 'B6.4' });
const CARS = [EB48, B64];

const groupButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title} \\d+ of`) });

async function openNew(car: number) {
  mockApi(setupsApi({ cars: CARS }).handlers);
  renderApp('/setup-sheets?new=1');
  await screen.findByRole('heading', { name: 'Create New Setup Sheet' });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Vehicle'), String(car));
  return user;
}

/** The choices a field's input offers through its <datalist>. */
function choices(input: HTMLElement): string[] {
  const id = input.getAttribute('list');
  if (!id) return [];
  const list = document.getElementById(id);
  return [...(list?.querySelectorAll('option') ?? [])].map((o) => o.value);
}

describe("Setup sheet editor: the kit's parts", () => {
  it("offers a B6.4's springs and oils as choices and keeps free text", async () => {
    const user = await openNew(B64.id);
    await user.click(groupButton('Shocks'));
    const front = screen.getByLabelText('Front spring');
    expect(choices(front)).toEqual(['Blue 3.30 lb/in', 'Gray 3.60 lb/in']);
    expect(choices(screen.getByLabelText('Rear spring'))).toEqual([]);
    expect(choices(screen.getByLabelText('Front shock oil'))).toContain('30 wt (350 cSt)');
    await user.type(front, 'Red (own choice)');
    expect(front).toHaveValue('Red (own choice)');
  });

  it('shows an EB48 no slipper, and no choices where its kit lists no parts', async () => {
    const user = await openNew(EB48.id);
    await user.click(groupButton('Diffs and drivetrain'));
    expect(screen.getByLabelText('Centre diff oil')).toBeInTheDocument();
    expect(screen.queryByLabelText('Slipper')).toBeNull();
    await user.click(groupButton('Shocks'));
    expect(screen.getByLabelText('Front spring')).not.toHaveAttribute('list');
  });
});
