import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClubDetail, Decoder } from '../../../../shared/schemas/club';
import { makeClubDetail, makeDecoder } from '../../../test/arrival-data';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';

describe('a club’s decoders (admins)', () => {
  it('lists each decoder with its protocol, address, last seen and last problem', async () => {
    mockApi({
      ...session(TEST_USER),
      'GET /api/clubs/1': () => [
        200,
        makeClubDetail({
          id: 1,
          myRole: 'admin',
          decoders: [
            makeDecoder({ id: 1, lastSeenAt: '2026-11-29T10:59:00.000Z' }),
            makeDecoder({
              id: 2,
              name: 'Practice loop',
              protocol: 'rchourglass',
              host: 'hourglass.local',
              port: 5100,
              enabled: false,
              lastError: 'The decoder did not answer at hourglass.local:5100',
            }),
          ],
        }),
      ],
    });
    renderApp('/clubs/1');
    const list = await screen.findByRole('list', { name: 'Decoders' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText(/^Last heard /)).toBeInTheDocument();
    expect(
      within(first).getByText(
        'MyLaps / AMB P3 (TCP) · 192.168.1.50:5403 · closes a run after 120 s · shortest lap 5000 ms',
      ),
    ).toBeInTheDocument();
    expect(within(second).getByText('(off)')).toBeInTheDocument();
    expect(within(second).getByText('Not heard yet')).toBeInTheDocument();
    expect(
      within(second).getByText(/^RCHourglass \(TCP text feed\) · hourglass\.local:5100/),
    ).toBeInTheDocument();
    expect(
      within(second).getByText('Last problem: The decoder did not answer at hourglass.local:5100'),
    ).toBeInTheDocument();
  });

  it('adds a decoder after refusing a port out of range and a lap too short, then edits and removes it', async () => {
    let club: ClubDetail = makeClubDetail({ id: 1, myRole: 'admin' });
    const sent: Array<[string, unknown]> = [];
    const saved = (body: unknown, id: number): Decoder => ({ ...makeDecoder({ id }), ...(body as object) });
    mockApi({
      ...session(TEST_USER),
      'GET /api/clubs/1': () => [200, club],
      'POST /api/clubs/1/decoders': (body) => {
        sent.push(['POST', body]);
        club = { ...club, decoders: [saved(body, 3)] };
        return [201, saved(body, 3)];
      },
      'PUT /api/clubs/1/decoders/3': (body) => {
        sent.push(['PUT', body]);
        club = { ...club, decoders: [saved(body, 3)] };
        return [200, saved(body, 3)];
      },
      'DELETE /api/clubs/1/decoders/3': () => {
        sent.push(['DELETE', undefined]);
        club = { ...club, decoders: [] };
        return [204];
      },
    });
    const user = userEvent.setup();
    renderApp('/clubs/1');
    const region = await screen.findByRole('region', { name: 'Decoders' });
    expect(within(region).getByText('No decoder yet.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Add decoder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add decoder' });
    expect(
      [...(within(dialog).getByLabelText('Protocol') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['MyLaps / AMB P3 (TCP)', 'RCHourglass (TCP text feed)']);
    await user.type(within(dialog).getByLabelText('Name'), 'Main loop');
    await user.type(within(dialog).getByLabelText('Host'), '10.0.0.7');
    await user.clear(within(dialog).getByLabelText('Port'));
    await user.type(within(dialog).getByLabelText('Port'), '70000');
    await user.clear(within(dialog).getByLabelText('Shortest lap'));
    await user.type(within(dialog).getByLabelText('Shortest lap'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add decoder' }));
    expect(
      await within(dialog).findByText('Port must be a whole number from 1 to 65535'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Shortest lap must be at least 1000 ms')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Port'));
    await user.type(within(dialog).getByLabelText('Port'), '5403');
    await user.clear(within(dialog).getByLabelText('Shortest lap'));
    await user.type(within(dialog).getByLabelText('Shortest lap'), '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Add decoder' }));
    expect(await screen.findByText('Main loop added')).toBeInTheDocument();
    expect(sent).toEqual([
      [
        'POST',
        {
          name: 'Main loop',
          protocol: 'p3',
          host: '10.0.0.7',
          port: 5403,
          closeAfterS: 120,
          minLapMs: 8000,
          enabled: true,
        },
      ],
    ]);

    await user.click(await within(region).findByRole('button', { name: 'Edit Main loop' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Main loop' });
    await user.clear(within(edit).getByLabelText('Close a run after'));
    await user.type(within(edit).getByLabelText('Close a run after'), '90');
    await user.click(within(edit).getByLabelText(/^Enabled/));
    await user.click(within(edit).getByRole('button', { name: 'Save decoder' }));
    expect(await screen.findByText('Main loop saved')).toBeInTheDocument();
    expect(sent[1]).toEqual([
      'PUT',
      {
        name: 'Main loop',
        protocol: 'p3',
        host: '10.0.0.7',
        port: 5403,
        closeAfterS: 90,
        minLapMs: 8000,
        enabled: false,
      },
    ]);

    await user.click(await within(region).findByRole('button', { name: 'Remove Main loop' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(region).findByText('No decoder yet.')).toBeInTheDocument();
    expect(sent[2]).toEqual(['DELETE', undefined]);
  });
});
