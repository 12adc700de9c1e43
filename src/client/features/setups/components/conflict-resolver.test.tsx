import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { setupConflictLink } from '../../../lib/setup-conflict';
import { makeEscSetup } from '../../../test/setup-data';
import { setupsApi } from '../../../test/setups-api';
import { type ApiHandlers, mockApi, renderApp } from '../../../test/utils';
import { CLUB, CONFLICT, EB48 } from '../test/club-sheet';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

const PUNCHY = makeEscSetup({ id: 21, name: 'Punchy', boostTiming: '10', turbo: '5', version: 2 });
const meta = { createdAt: '2025-05-01T10:00:00.000Z', outcome: 'untested' as const };

/** The history routes the resolver reads: the base version's content and the list (for who/when). */
function versionHandlers(path: string, base: Record<string, unknown>, baseVersion: number, note: string) {
  const version = (v: number, source: 'edit' | 'create') => ({ ...meta, version: v, source, note: null });
  return {
    [`GET ${path}/versions/${baseVersion}`]: () => [200, { ...version(baseVersion, 'edit'), setup: base }],
    [`GET ${path}/versions`]: () => [
      200,
      [
        { ...version(baseVersion + 1, 'edit'), note, changes: [], installs: [] },
        { ...version(baseVersion, 'edit'), changes: [], installs: [] },
      ],
    ],
  } satisfies ApiHandlers;
}

/** As the server does: a PUT whose If-Match names another version than the stored one is refused. */
function refuseStale(api: ReturnType<typeof setupsApi>, key: string, record: { version: number }) {
  const put = api.handlers[key];
  const ifMatches: (string | undefined)[] = [];
  const fetchMock = mockApi(api.handlers);
  api.handlers[key] = async (body) => {
    const init = fetchMock.mock.calls.at(-1)?.[1];
    const ifMatch = (init?.headers as Record<string, string> | undefined)?.['If-Match'];
    ifMatches.push(ifMatch);
    if (ifMatch !== `"${record.version}"`) return [412, { message: CONFLICT, code: 'version_conflict' }];
    const answer = (await put?.(body)) ?? [500];
    record.version += 1;
    return answer;
  };
  return ifMatches;
}

/**
 * The club sheet opened in the editor, saved meanwhile elsewhere (track 'Elsewhere', version 4), then
 * the racer's own change to the notes saved over it: refused as stale.
 */
async function saveOverElsewhere(api: ReturnType<typeof setupsApi>) {
  const stored = api.state.sheets[0] as SetupSheet;
  const ifMatches = refuseStale(api, 'PUT /api/setup-sheets/11', stored);
  renderApp('/setup-sheets?id=11&edit=1');
  const user = userEvent.setup();
  await screen.findByRole('form', { name: 'Setup sheet' });
  Object.assign(stored, { trackName: 'Elsewhere', version: 4 });
  await user.type(screen.getByLabelText('Notes'), 'Soft');
  await user.click(screen.getByRole('button', { name: 'Save Setup' }));
  return { stored, ifMatches, user };
}

const group = (label: RegExp) => screen.getByRole('group', { name: label });

describe('Conflict resolver', () => {
  it('shows a car sheet’s two sides field by field, preselected, and saves the choice on theirs', async () => {
    const api = setupsApi({ cars: [EB48], sheets: [{ ...CLUB }] });
    const base = { name: 'Club race', rcCarId: 1, trackName: 'Silverdale', rearSpring: 'Blue' };
    Object.assign(api.handlers, versionHandlers('/api/setup-sheets/11', base, 3, 'Harder rear'));
    const stored = api.state.sheets[0] as SetupSheet;
    const ifMatches = refuseStale(api, 'PUT /api/setup-sheets/11', stored);
    renderApp('/setup-sheets?id=11&edit=1');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Setup sheet' });
    // Saved meanwhile on another device.
    Object.assign(stored, { trackName: 'Elsewhere', rearSpring: 'Gold', version: 4 });

    await user.type(screen.getByLabelText('Notes'), 'Soft');
    await user.click(screen.getByRole('button', { name: /^Shocks/ }));
    await user.clear(screen.getByLabelText('Rear spring'));
    await user.type(screen.getByLabelText('Rear spring'), 'Silver');
    await user.type(screen.getByLabelText('What did you change and why?'), 'Grip');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));

    const resolver = await screen.findByRole('region', { name: 'Choose field by field' });
    await within(resolver).findByText(/version 4, Edited: “Harder rear”/);
    expect(within(group(/^Track/)).getByRole('radio', { name: /Theirs/ })).toBeChecked();
    expect(within(group(/^Notes/)).getByRole('radio', { name: /Mine/ })).toBeChecked();
    const spring = group(/^Rear spring/);
    expect(spring).toHaveTextContent('Changed on both');
    expect(within(spring).getByRole('radio', { name: 'Mine Silver' })).toBeChecked();
    expect(within(spring).getByRole('radio', { name: 'Theirs Gold' })).not.toBeChecked();

    await user.click(within(spring).getByRole('radio', { name: 'Theirs Gold' }));
    await user.click(within(resolver).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Setup sheet updated successfully')).toBeInTheDocument();
    expect(ifMatches).toEqual(['"3"', '"4"']);
    expect(api.bodies('PUT /api/setup-sheets/11').at(-1)).toMatchObject({
      trackName: 'Elsewhere',
      notes: 'Soft',
      rearSpring: 'Gold',
      changeNote: 'Grip',
    });
    expect(screen.queryByRole('region', { name: 'Choose field by field' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Track Name')).toHaveValue('Elsewhere');
    expect(screen.getByLabelText('Notes')).toHaveValue('Soft');
  });

  it('Cancel leaves the edits in the form, and saving them again is refused again', async () => {
    const api = setupsApi({ cars: [EB48], sheets: [{ ...CLUB }] });
    Object.assign(api.handlers, versionHandlers('/api/setup-sheets/11', { name: 'Club race' }, 3, ''));
    const { ifMatches, user } = await saveOverElsewhere(api);
    const resolver = await screen.findByRole('region', { name: 'Choose field by field' });
    await within(resolver).findByRole('group', { name: /^Notes/ });
    await user.click(within(resolver).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('region', { name: 'Choose field by field' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Soft');
    expect(screen.getByLabelText('Track Name')).toHaveValue('Silverdale');
    await user.click(screen.getByRole('button', { name: 'Save Setup' }));
    await screen.findByRole('region', { name: 'Choose field by field' });
    expect(ifMatches).toEqual(['"3"', '"3"']);
  });

  it('opens an ESC setup’s resolver for a queued edit handed over by history state', async () => {
    const api = setupsApi({ esc: [{ ...PUNCHY, boostTiming: '14', version: 3 } as EscSetup] });
    Object.assign(
      api.handlers,
      versionHandlers('/api/esc-setups/21', { boostTiming: '10', turbo: '5' }, 2, ''),
    );
    const stored = api.state.esc[0] as EscSetup;
    const ifMatches = refuseStale(api, 'PUT /api/esc-setups/21', stored);
    const { router } = renderApp('/setup-sheets');
    const user = userEvent.setup();
    const link = setupConflictLink('esc-setup', 21, {
      mine: { boostTiming: '12', turbo: '7', changeNote: 'Queued at the track' },
      baseVersion: 2,
    });
    await router.navigate(link.to, { state: link.state });

    const resolver = await screen.findByRole('region', { name: 'Choose field by field' });
    const boost = await within(resolver).findByRole('group', { name: /^Boost timing/ });
    expect(boost).toHaveTextContent('Changed on both');
    expect(within(group(/^Turbo timing/)).getByRole('radio', { name: /Mine/ })).toBeChecked();
    expect(screen.getByLabelText('What did you change and why?')).toHaveValue('Queued at the track');
    await user.click(within(resolver).getByRole('button', { name: 'Use all theirs' }));
    expect(within(boost).getByRole('radio', { name: /Theirs/ })).toBeChecked();
    await user.click(within(resolver).getByRole('button', { name: 'Use all mine' }));
    await user.click(within(resolver).getByRole('button', { name: 'Save merged' }));
    await screen.findByText(/ESC setup updated/i);
    expect(ifMatches).toEqual(['"3"']);
    expect(api.bodies('PUT /api/esc-setups/21').at(-1)).toEqual({
      boostTiming: '12',
      turbo: '7',
      changeNote: 'Queued at the track',
    });
    // Read once: the history entry no longer hands it over.
    expect(router.state.location.state).not.toHaveProperty('conflict');
  });

  it('Cancel on a queued edit puts it into the form as unsaved changes over the stored setup', async () => {
    const api = setupsApi({ esc: [{ ...PUNCHY, boostTiming: '14', version: 3 } as EscSetup] });
    Object.assign(api.handlers, versionHandlers('/api/esc-setups/21', { boostTiming: '10' }, 2, ''));
    mockApi(api.handlers);
    const { router } = renderApp('/setup-sheets');
    const user = userEvent.setup();
    const link = setupConflictLink('esc-setup', 21, { mine: { boostTiming: '12' }, baseVersion: 2 });
    await router.navigate(link.to, { state: link.state });
    const resolver = await screen.findByRole('region', { name: 'Choose field by field' });
    await within(resolver).findByRole('group', { name: /^Boost timing/ });
    await user.click(within(resolver).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Choose field by field' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Timing/ }));
    expect(screen.getByLabelText('Boost timing')).toHaveValue('12');
    expect(api.bodies('PUT /api/esc-setups/21')).toEqual([]);
  });

  it('a merge refused in turn (a third save in between) shows the resolver again, never overwrites', async () => {
    const api = setupsApi({ cars: [EB48], sheets: [{ ...CLUB }] });
    const v3 = { name: 'Club race', rcCarId: 1, trackName: 'Silverdale', rearSpring: 'Blue' };
    Object.assign(api.handlers, versionHandlers('/api/setup-sheets/11', v3, 3, ''));
    Object.assign(
      api.handlers,
      versionHandlers('/api/setup-sheets/11', { ...v3, trackName: 'Elsewhere' }, 4, ''),
    );
    const { stored, ifMatches, user } = await saveOverElsewhere(api);
    let resolver = await screen.findByRole('region', { name: 'Choose field by field' });
    await within(resolver).findByRole('group', { name: /^Notes/ });

    Object.assign(stored, { notes: 'Wet', version: 5 });
    await user.click(within(resolver).getByRole('button', { name: 'Save merged' }));
    resolver = await screen.findByRole('region', { name: 'Choose field by field' });
    const notes = await within(resolver).findByRole('group', { name: /^Notes/ });
    expect(within(notes).getByRole('radio', { name: 'Theirs Wet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(within(resolver).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Setup sheet updated successfully')).toBeInTheDocument();
    expect(ifMatches).toEqual(['"3"', '"4"', '"5"']);
    expect(stored).toMatchObject({ trackName: 'Elsewhere', notes: 'Soft', version: 6 });
  });
});
