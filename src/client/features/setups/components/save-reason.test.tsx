import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { setupsApi } from '../../../test/setups-api';
import { mockApi, renderApp } from '../../../test/utils';
import { CLUB, CONFLICT, EB48 } from '../test/club-sheet';
import { warmUpSetupSheetsRoute } from '../test/warm-up';

warmUpSetupSheetsRoute();

/** The editor of CLUB over a setupsApi whose PUT, like the server's, moves the version on. */
async function openEditor() {
  const api = setupsApi({ cars: [EB48], sheets: [{ ...CLUB }] });
  const put = api.handlers['PUT /api/setup-sheets/11'];
  api.handlers['PUT /api/setup-sheets/11'] = async (body) => {
    const [status, saved] = (await put?.(body)) ?? [500];
    if (status === 200) (saved as SetupSheet).version += 1;
    return [status, saved];
  };
  const fetchMock = mockApi(api.handlers);
  const rendered = renderApp('/setup-sheets?id=11&edit=1');
  const user = userEvent.setup();
  await screen.findByRole('form', { name: 'Setup sheet' });
  const ifMatchOfPuts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['If-Match']);
  return { api, user, ifMatchOfPuts, ...rendered };
}

const reason = () => screen.getByLabelText('What did you change and why?');
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save Setup' }));

describe('Saving a stored setup', () => {
  it('sends the reason with the save and the version it began from; the reason is then cleared', async () => {
    const { api, user, ifMatchOfPuts } = await openEditor();
    await user.type(screen.getByLabelText('Track Name'), ' wet');
    await user.type(reason(), 'Rain');
    await save(user);
    expect(await screen.findByText('Setup sheet updated successfully')).toBeInTheDocument();
    expect(api.bodies('PUT /api/setup-sheets/11')[0]).toMatchObject({
      trackName: 'Silverdale wet',
      changeNote: 'Rain',
    });
    expect(reason()).toHaveValue('');

    await user.type(screen.getByLabelText('Track Name'), '!');
    await save(user);
    await expect.poll(() => ifMatchOfPuts()).toEqual(['"3"', '"4"']);
    expect(api.bodies('PUT /api/setup-sheets/11')[1]).not.toHaveProperty('changeNote');
  });

  it('typing after "saved" shows, while the lists still refetch, is kept (and the new reason too)', async () => {
    const { api, user } = await openEditor();
    const list = api.handlers['GET /api/setup-sheets'];
    let release = () => {};
    let refetched = false;
    api.handlers['GET /api/setup-sheets'] = async (body) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      refetched = true;
      return (await list?.(body)) ?? [500];
    };
    await user.type(screen.getByLabelText('Track Name'), ' wet');
    await save(user);
    expect(await screen.findByText('Setup sheet updated successfully')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Track Name'), ' later');
    await user.type(reason(), 'Next');
    release();
    await expect.poll(() => refetched).toBe(true);
    // The save's own answer settles the form once the refetch is in: let it.
    await screen.findByRole('button', { name: 'Save Setup' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByLabelText('Track Name')).toHaveValue('Silverdale wet later');
    expect(reason()).toHaveValue('Next');
  });

  it('a reason alone is no unsaved change: Cancel leaves without asking', async () => {
    const { user } = await openEditor();
    await user.type(reason(), 'Why');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('article', { name: 'Club race, to read' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a save over a newer version is refused: the message shows, the edits stay, reload offers them back', async () => {
    const { api, user, ifMatchOfPuts } = await openEditor();
    // Saved meanwhile from another device.
    Object.assign(api.state.sheets[0] as SetupSheet, { trackName: 'Elsewhere', version: 4 });
    const put = api.handlers['PUT /api/setup-sheets/11'];
    api.handlers['PUT /api/setup-sheets/11'] = (body) =>
      ifMatchOfPuts().at(-1) === '"3"'
        ? [412, { message: CONFLICT, code: 'version_conflict' }]
        : (put?.(body) ?? [500]);

    await user.type(screen.getByLabelText('Notes'), 'Soft');
    await user.type(reason(), 'Grip');
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Not saved. ${CONFLICT}`);
    expect(alert).toHaveFocus();
    expect(screen.queryByText('Failed to update setup sheet')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Soft');

    await user.click(within(alert).getByRole('button', { name: 'Reload the stored setup' }));
    const offer = await screen.findByRole('region', { name: /^Restore unsaved changes from/ });
    expect(screen.getByLabelText('Track Name')).toHaveValue('Elsewhere');
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(reason()).toHaveValue('Grip');
    expect(within(offer).getByRole('button', { name: 'Restore' })).toHaveFocus();
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Soft');
    await save(user);
    expect(await screen.findByText('Setup sheet updated successfully')).toBeInTheDocument();
    expect(ifMatchOfPuts()).toEqual(['"3"', '"4"']);
    expect(api.bodies('PUT /api/setup-sheets/11').at(-1)).toMatchObject({
      notes: 'Soft',
      changeNote: 'Grip',
    });
  });
});
