import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '../../test/utils';
import { QUERY_KEYS } from '../resources/query-keys';
import { setupSheets } from '../resources/setup-sheets';
import { revertListChange } from './list-change';
import { isQueued, type OfflineWrite, sendOrQueue } from './offline-write';
import { clearQueue, readQueue } from './store';

const SHEET = {
  id: 5,
  name: 'Dry',
  version: 3,
  trackName: 'Ridgeway',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const update = setupSheets.mutations.update(5, () => 3);

/** The offline description a resource mutation must have. */
function offlineOf<D, V>(mutation: { offline?: OfflineWrite<D, V> }): OfflineWrite<D, V> {
  if (!mutation.offline) throw new Error('not offline-capable');
  return mutation.offline;
}

function online(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
}

describe('sendOrQueue', () => {
  let client: QueryClient;
  beforeEach(async () => {
    client = new QueryClient();
    client.setQueryData(QUERY_KEYS.user, TEST_USER);
    client.setQueryData(QUERY_KEYS.setupSheets, [SHEET]);
    await clearQueue();
  });
  afterEach(() => client.clear());

  const save = (values: object) =>
    sendOrQueue(client, offlineOf(update), values as never, update.invalidates) as Promise<typeof SHEET>;

  it('sends at once when online, with a key and the version the edit began from', async () => {
    online(true);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ...SHEET, name: 'Wet', version: 4 })));
    vi.stubGlobal('fetch', fetchMock);
    const saved = await save({ name: 'Wet' });
    expect(saved.version).toBe(4);
    expect(isQueued(saved)).toBe(false);
    const headers = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('If-Match')).toBe('"3"');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await readQueue()).toEqual([]);
  });

  it('queues under the key of the try that got no answer, and shows the edit in the list', async () => {
    online(true);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const saved = await save({ name: 'Wet', changeNote: 'rain' });
    expect(isQueued(saved)).toBe(true);
    expect(saved).toMatchObject({ id: 5, name: 'Wet', version: 3 });
    const [queued] = await readQueue();
    const tried = new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(queued).toMatchObject({
      key: tried.get('Idempotency-Key'),
      userId: TEST_USER.id,
      method: 'PUT',
      url: '/api/setup-sheets/5',
      body: { name: 'Wet', changeNote: 'rain' },
      ifMatch: 3,
      label: "Changes to setup 'Wet'",
      setup: { kind: 'setup-sheet', id: 5 },
    });
    // The note belongs to the version the server will make, not to the sheet.
    expect(client.getQueryData<(typeof SHEET)[]>(QUERY_KEYS.setupSheets)?.[0]).not.toHaveProperty(
      'changeNote',
    );
    expect(client.getQueryData<(typeof SHEET)[]>(QUERY_KEYS.setupSheets)?.[0]?.name).toBe('Wet');
    // Discarded, the list shows the sheet as it was.
    if (queued?.change) revertListChange(client, queued.change);
    expect(client.getQueryData(QUERY_KEYS.setupSheets)).toEqual([SHEET]);
  });

  it('does not even try when the phone knows it is offline', async () => {
    online(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await save({ name: 'Wet' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await readQueue()).toHaveLength(1);
  });

  it('passes the server’s refusal on and queues nothing', async () => {
    online(true);
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Name is required' }), { status: 400 }),
    );
    await expect(save({ name: '' })).rejects.toThrow('400: Name is required');
    expect(await readQueue()).toEqual([]);
    expect(client.getQueryData(QUERY_KEYS.setupSheets)).toEqual([SHEET]);
  });

  it('puts a setup made offline first in the list under a stand-in id', async () => {
    online(false);
    const create = setupSheets.mutations.create;
    const made = (await sendOrQueue(
      client,
      offlineOf(create),
      { name: 'New' } as never,
      create.invalidates,
    )) as {
      id: number;
    };
    expect(made.id).toBeLessThan(-1e14);
    const list = client.getQueryData<Array<{ id: number }>>(QUERY_KEYS.setupSheets);
    expect(list?.map((s) => s.id)).toEqual([made.id, 5]);
    expect((await readQueue())[0]).toMatchObject({
      method: 'POST',
      tempId: made.id,
      label: "New setup 'New'",
    });
  });
});
