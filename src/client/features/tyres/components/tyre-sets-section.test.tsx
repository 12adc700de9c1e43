import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lapStats } from '../../../../shared/lap-stats';
import type { TyreSet } from '../../../../shared/schemas/tyre-set';
import { makeTyreSet, withRuns } from '../../../test/tyre-data';
import { type ApiHandlers, mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

const IN_USE = makeTyreSet({
  id: 1,
  brand: 'JConcepts',
  compound: 'Green',
  position: 'rear',
  insert: 'Closed cell',
  gluedOn: '2026-11-01',
  cost: 45,
  usage: { runs: 2, laps: 21, bestMs: 29_500, top5AvgMs: 29_700, lastRunOn: '2026-11-23' },
});
const RETIRED = makeTyreSet({ id: 2, brand: 'AKA', compound: 'Soft', retired: true });

function api(list: TyreSet[], extra: ApiHandlers = {}): ApiHandlers {
  return {
    ...session(TEST_USER),
    'GET /api/cars': () => [200, []],
    'GET /api/transponders': () => [200, []],
    'GET /api/tyre-sets': () => [200, list],
    ...extra,
  };
}

const section = async () => screen.findByRole('region', { name: 'Tyre Sets' });

describe('Tyre Sets on My Fleet', () => {
  it("lists the sets in use with their figures, the retired behind a filter, and a set's runs", async () => {
    mockApi(
      api([IN_USE, RETIRED], {
        'GET /api/tyre-sets/1': () => [
          200,
          withRuns(IN_USE, [
            {
              id: 7,
              rcCarId: 1,
              date: '2026-11-23',
              trackName: 'Tacoma',
              session: 'main',
              stats: lapStats([30_500, 30_600]),
            },
          ]),
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/fleet');
    const tyres = await section();
    const card = (await within(tyres).findByRole('heading', { name: 'JConcepts Green' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Rear · Closed cell')).toBeInTheDocument();
    expect(within(card).getByText('Glued 2026-11-01 · Cost 45')).toBeInTheDocument();
    expect(within(card).getByText('29.500')).toBeInTheDocument();
    expect(within(card).getByText('29.700')).toBeInTheDocument();
    expect(within(tyres).queryByText('AKA Soft')).not.toBeInTheDocument();

    await user.click(within(tyres).getByLabelText('Show retired (1)'));
    expect(within(tyres).getByRole('heading', { name: 'AKA Soft Retired' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show 2 runs' }));
    const link = await within(card).findByRole('link', { name: '2026-11-23 · Tacoma · Main' });
    expect(link).toHaveAttribute('href', '/race-day/runs/7');
  });

  it('adds a set, naming what is wrong first and sending the schema’s body', async () => {
    const posted = vi.fn(
      (body: unknown) => [201, makeTyreSet({ id: 3, ...(body as object) })] as [number, unknown],
    );
    mockApi(api([], { 'POST /api/tyre-sets': posted }));
    const user = userEvent.setup();
    renderApp('/fleet');
    const tyres = await section();
    expect(await within(tyres).findByText(/No tyre sets yet/)).toBeInTheDocument();
    await user.click(within(tyres).getByRole('button', { name: 'Add Tyre Set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tyre set' });
    await user.type(within(dialog).getByLabelText('Cost (optional)'), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Add tyre set' }));
    expect(await within(dialog).findByText('Brand is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Cost must be a number')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Brand'), 'Pro-Line');
    await user.type(within(dialog).getByLabelText('Compound (optional)'), 'M4');
    await user.selectOptions(within(dialog).getByLabelText('Position'), 'Front');
    await user.clear(within(dialog).getByLabelText('Cost (optional)'));
    await user.type(within(dialog).getByLabelText('Cost (optional)'), '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add tyre set' }));
    expect(await screen.findByText('Tyre set added')).toBeInTheDocument();
    expect(posted).toHaveBeenCalledWith({
      brand: 'Pro-Line',
      compound: 'M4',
      insert: null,
      wheel: null,
      position: 'front',
      gluedOn: null,
      cost: 12.5,
      notes: null,
      retired: false,
    });
  });

  it('retires a set in one click, and shows why a set with runs is not deleted', async () => {
    const put = vi.fn((body: unknown) => [200, { ...IN_USE, ...(body as object) }] as [number, unknown]);
    mockApi(
      api([IN_USE], {
        'PUT /api/tyre-sets/1': put,
        'DELETE /api/tyre-sets/1': () => [
          409,
          {
            code: 'tyre_set_in_use',
            message:
              '2 runs name this tyre set. Retire it instead: it leaves your list and keeps its history.',
          },
        ],
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderApp('/fleet');
    const tyres = await section();
    await user.click(await within(tyres).findByRole('button', { name: 'Delete JConcepts Green' }));
    expect(await screen.findByText(/2 runs name this tyre set/)).toBeInTheDocument();

    await user.click(within(tyres).getByRole('button', { name: 'Retire JConcepts Green' }));
    expect(await screen.findByText('Tyre set saved')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      expect.objectContaining({ brand: 'JConcepts', retired: true, cost: 45 }),
    );
  });
});
