import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MaintenanceItem } from '../../../../shared/schemas/maintenance';
import { makeCar } from '../../../test/fleet-data';
import { makeItem } from '../../../test/maintenance-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const NITRO = makeCar({ id: 1, manufacturer: 'Mugen', model: 'MBX8R', power: 'nitro' });
const ELECTRIC = makeCar({ id: 2, model: 'EB48 2.2', power: 'electric' });

const DIFF = makeItem({ id: 7, usage: 21, due: true });
const PLUG = makeItem({
  id: 8,
  name: 'Glow plug',
  lifeUnit: 'tanks',
  lifeAmount: 20,
  tankMinutes: 7,
  usage: 3.5,
});

function api(items: MaintenanceItem[], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, [NITRO, ELECTRIC]],
    'GET /api/maintenance': () => [200, items],
    ...extra,
  };
}

describe('a car’s maintenance', () => {
  it('shows each item’s usage against its life, due ones marked, and presets for the car’s power', async () => {
    mockApi(api([DIFF, PLUG, makeItem({ id: 9, rcCarId: 2, name: 'Motor bearings' })]));
    renderApp('/fleet/1/maintenance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maintenance: Mugen MBX8R' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const diff = screen.getByRole('article', { name: 'Diff rebuild' });
    expect(within(diff).getByText('Due')).toBeInTheDocument();
    expect(within(diff).getByRole('progressbar', { name: 'Diff rebuild usage' })).toHaveAttribute(
      'aria-valuetext',
      '21 of 20 runs',
    );
    const plug = screen.getByRole('article', { name: 'Glow plug' });
    expect(within(plug).getByText(/3\.5 of 20 tanks/)).toBeInTheDocument();
    expect(within(plug).queryByText('Due')).toBeNull();
    // Another car's item is not here; the presets are nitro ones not yet on the car.
    expect(screen.queryByRole('article', { name: 'Motor bearings' })).toBeNull();
    const presets = screen.getByRole('region', { name: 'Suggested for this car' });
    expect(within(presets).getByRole('button', { name: /Clutch shoes/ })).toBeInTheDocument();
    expect(within(presets).queryByRole('button', { name: /Glow plug/ })).toBeNull();
    expect(within(presets).queryByRole('button', { name: /Motor bearings/ })).toBeNull();
  });

  it('adds a preset with the life the racer sets', async () => {
    const posted: unknown[] = [];
    mockApi(
      api([], {
        'POST /api/cars/1/maintenance': (body) => {
          posted.push(body);
          return [201, makeItem({ id: 10, name: 'Clutch shoes', lifeUnit: 'tanks', tankMinutes: 7 })];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/fleet/1/maintenance');
    await user.click(await screen.findByRole('button', { name: /Clutch shoes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Maintenance Item' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Clutch shoes');
    await user.clear(within(dialog).getByLabelText('Life'));
    await user.type(within(dialog).getByLabelText('Life'), '25');
    await user.type(within(dialog).getByLabelText('Minutes per tank'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(posted).toEqual([{ name: 'Clutch shoes', lifeUnit: 'tanks', lifeAmount: 25, tankMinutes: 8 }]),
    );
  });

  it('says what is wrong with a life of zero and sends nothing', async () => {
    const posted: unknown[] = [];
    mockApi(
      api([], {
        'POST /api/cars/1/maintenance': (body) => {
          posted.push(body);
          return [201, DIFF];
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/fleet/1/maintenance');
    await user.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Shock oil');
    await user.clear(within(dialog).getByLabelText('Life'));
    await user.type(within(dialog).getByLabelText('Life'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(
      await within(dialog).findByText('Life must be a whole number from 1 to 10,000'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('marks an item done with a note, and shows its log', async () => {
    const done: unknown[] = [];
    mockApi(
      api([DIFF], {
        'POST /api/maintenance/7/done': (body) => {
          done.push(body);
          return [200, { ...DIFF, usage: 0, due: false, lastDoneAt: '2026-11-25T10:00:00.000Z' }];
        },
        'GET /api/maintenance/7/log': () => [
          200,
          [{ id: 1, doneAt: '2026-11-25T10:00:00.000Z', note: 'New seals', usage: 21 }],
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/fleet/1/maintenance');
    await user.click(await screen.findByRole('button', { name: 'Mark Done (Diff rebuild)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Diff rebuild done' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'New seals');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Done' }));
    await waitFor(() => expect(done).toEqual([{ note: 'New seals' }]));
    await user.click(screen.getByRole('button', { name: 'Log of Diff rebuild' }));
    const log = await screen.findByRole('list', { name: 'Diff rebuild log' });
    expect(log).toHaveTextContent('after 21 runs: New seals');
  });

  it('a car not in the fleet says so', async () => {
    mockApi(api([]));
    renderApp('/fleet/99/maintenance');
    expect(await screen.findByText('This vehicle is not in your fleet.')).toBeInTheDocument();
  });
});
