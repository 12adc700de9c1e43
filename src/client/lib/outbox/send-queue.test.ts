import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_KEYS } from '../resources/query-keys';
import { sendQueue } from './send-queue';
import { lingeringSent, sentIdOf, subscribeSent } from './sent-creates';
import { clearQueue, putWrite, type QueuedWrite, readQueue } from './store';

type Call = { method: string; url: string; body: unknown; key: string | null; ifMatch: string | null };

/** A server that answers each request with the next reply, recording what it was sent. */
function server(replies: Array<[number, unknown] | 'offline'>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        key: headers.get('Idempotency-Key'),
        ifMatch: headers.get('If-Match'),
      });
      const reply = replies.shift() ?? [500, { message: 'no reply' }];
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply[1]), { status: reply[0] });
    }),
  );
  return calls;
}

let at = 0;
const write = (over: Partial<QueuedWrite>): QueuedWrite => ({
  key: `k${++at}`,
  userId: 1,
  method: 'PUT',
  url: '/api/setup-sheets/5',
  body: { name: 'Wet' },
  label: 'Changes',
  queuedAt: at,
  state: 'waiting',
  invalidates: [QUERY_KEYS.setupSheets],
  ...over,
});

describe('sendQueue', () => {
  let client: QueryClient;
  beforeEach(async () => {
    client = new QueryClient();
    await clearQueue();
  });
  afterEach(() => client.clear());

  it('sends oldest first with each write’s own key, and the second edit builds on the version the first made', async () => {
    await putWrite(write({ key: 'a', ifMatch: 3, body: { name: 'one' } }));
    await putWrite(write({ key: 'b', ifMatch: 3, body: { name: 'two' } }));
    const calls = server([
      [200, { id: 5, version: 4 }],
      [200, { id: 5, version: 5 }],
    ]);
    const spy = vi.spyOn(client, 'invalidateQueries');
    expect(await sendQueue(client, 1)).toBe(2);
    expect(calls.map((c) => [c.key, c.ifMatch, c.body])).toEqual([
      ['a', '"3"', { name: 'one' }],
      ['b', '"4"', { name: 'two' }],
    ]);
    expect(await readQueue()).toEqual([]);
    expect(spy).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.setupSheets });
  });

  it('names a record created offline by its new id in the writes queued after it', async () => {
    await putWrite(
      write({ key: 'new', method: 'POST', url: '/api/setup-sheets', tempId: -77, ifMatch: undefined }),
    );
    await putWrite(
      write({
        key: 'edit',
        url: '/api/setup-sheets/-77',
        ifMatch: 1,
        setup: { kind: 'setup-sheet', id: -77 },
      }),
    );
    await putWrite(
      write({ key: 'run', method: 'POST', url: '/api/runs', body: { setupSheetId: -77, laps: [-77] } }),
    );
    const calls = server([
      [201, { id: 42, version: 1 }],
      [200, { id: 42, version: 2 }],
      [201, { id: 9 }],
    ]);
    await sendQueue(client, 1);
    expect(calls.map((c) => c.url)).toEqual(['/api/setup-sheets', '/api/setup-sheets/42', '/api/runs']);
    // Top-level fields only: a lap list is data, never an id.
    expect(calls[2]?.body).toEqual({ setupSheetId: 42, laps: [-77] });
  });

  it('remembers the id a record created offline was given, and lets it go from the lists once they are fetched again', async () => {
    await putWrite(write({ key: 'run', method: 'POST', url: '/api/runs', tempId: -88, body: { laps: [] } }));
    server([[201, { id: 12 }]]);
    // When the write leaves the queue, the record is already known by its real id: no list loses it.
    const seen: Array<number | undefined> = [];
    const stop = subscribeSent(() => seen.push(sentIdOf(-88)));
    await sendQueue(client, 1);
    stop();
    expect(sentIdOf(-88)).toBe(12);
    expect(seen[0]).toBe(12);
    expect(lingeringSent()).toEqual([]);
  });

  it('stops at the first write that finds no connection and keeps it and the rest', async () => {
    await putWrite(write({ key: 'a' }));
    await putWrite(write({ key: 'b' }));
    server(['offline']);
    expect(await sendQueue(client, 1)).toBe(0);
    expect((await readQueue()).map((w) => [w.key, w.state])).toEqual([
      ['a', 'waiting'],
      ['b', 'waiting'],
    ]);
  });

  it('keeps a stale edit as a conflict and a refused one with the server’s reason, and goes on', async () => {
    await putWrite(write({ key: 'stale', ifMatch: 2 }));
    await putWrite(write({ key: 'bad', url: '/api/transponders/4' }));
    await putWrite(write({ key: 'fine', url: '/api/transponders/5' }));
    server([
      [412, { message: 'This setup was changed since you opened it', code: 'version_conflict' }],
      [400, { message: 'Transponder number is required' }],
      [200, { id: 5 }],
    ]);
    expect(await sendQueue(client, 1)).toBe(1);
    expect((await readQueue()).map((w) => [w.key, w.state, w.message])).toEqual([
      ['stale', 'conflict', 'This setup was changed since you opened it'],
      ['bad', 'failed', 'Transponder number is required'],
    ]);
  });

  it('waits, rather than giving up, when the session ended or the server struggles', async () => {
    await putWrite(write({ key: 'a' }));
    server([[503, { message: 'Service unavailable' }]]);
    await sendQueue(client, 1);
    server([[401, { message: 'Not signed in' }]]);
    await sendQueue(client, 1);
    expect((await readQueue()).map((w) => w.state)).toEqual(['waiting']);
  });

  it('never sends another racer’s writes', async () => {
    await putWrite(write({ key: 'theirs', userId: 2 }));
    const calls = server([]);
    expect(await sendQueue(client, 1)).toBe(0);
    expect(calls).toEqual([]);
    expect(await readQueue()).toHaveLength(1);
  });
});
