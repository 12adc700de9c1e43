import { afterEach, describe, expect, it } from 'vitest';
import { sweepClosings } from '../live/closing';
import { recordPassing } from '../live/passings';
import { clubWithDecoder, liveDeps, racerWithTransponder } from '../live/test-kit';
import { call, createTestApp, DIALECTS, type TestApp } from '../test/harness';

interface SseEvent {
  id?: string;
  event?: string;
  data: Record<string, unknown>;
}

/** A live stream read with fetch, as a phone's EventSource reads it; `until` waits for events. */
async function openStream(base: string, cookie: string, path = '/api/live/stream', lastEventId?: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const waiters: Array<() => void> = [];
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (fields.data) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          end = text.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // aborted by the test
    }
  })();
  const until = async (count: number) => {
    while (events.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return events.slice(0, count);
  };
  return { res, events, until, ended, close: () => abort.abort() };
}

const T0 = 1_764_410_000_000;

describe.each(DIALECTS)('live stream (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function setup() {
    const app = await createTestApp(dialect);
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const kit = liveDeps(app.app);
    const { clubId, decoderId } = await clubWithDecoder(app.app);
    const alice = await racerWithTransponder(app.app, clubId, '4711');
    const bob = await racerWithTransponder(app.app, clubId, '4712');
    const cross = (transponder: string, at: number) => {
      kit.clock.now += 1000;
      return recordPassing(kit.deps, decoderId, { transponder, at });
    };
    return { app: app.app, base, kit, alice, bob, cross };
  }

  it('delivers a racer’s own laps only, with the run’s figures, and replays what was missed', async () => {
    const { app, base, kit, alice, bob, cross } = await setup();
    const stream = await openStream(base, alice.cookie);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.res.headers.get('cache-control')).toBe('no-store');

    await cross('4711', T0);
    await cross('4712', T0 + 100);
    await cross('4711', T0 + 16_000);
    await cross('4712', T0 + 15_100);
    await cross('4711', T0 + 32_500); // after bob's lap: had his leaked, it would be here first
    const [first, second] = await stream.until(2);
    expect(first).toMatchObject({ event: 'lap', data: { lap: 1, lapMs: 16_000, bestMs: 16_000, laps: 1 } });
    expect(second).toMatchObject({ event: 'lap', data: { lap: 2, lapMs: 16_500, bestMs: 16_000, laps: 2 } });
    expect(second?.id).toBe(String(second?.data.cursor));
    expect(first?.data.runId).toEqual(expect.any(Number));
    expect(stream.events.every((e) => e.data.runId === first?.data.runId)).toBe(true);
    stream.close();

    // The phone lost its signal: two laps later it comes back with the last id it had.
    await cross('4711', T0 + 48_000);
    await cross('4711', T0 + 64_200);
    const back = await openStream(base, alice.cookie, '/api/live/stream', second?.id);
    const missed = await back.until(2);
    expect(missed.map((e) => [e.data.lap, e.data.lapMs])).toEqual([
      [3, 15_500],
      [4, 16_200],
    ]);
    // And the session closes: the stream says so.
    kit.clock.now += 121_000;
    await sweepClosings(kit.deps);
    const [, , closed] = await back.until(3);
    expect(closed).toMatchObject({ event: 'closed', data: { runId: first?.data.runId } });
    back.close();

    // Bob's own stream of his run starts from his laps so far; alice's run is not his to follow.
    const runs = await app.db.selectFrom('liveSessions').select(['userId', 'runId']).execute();
    const bobRun = runs.find((r) => r.userId === bob.user.id)?.runId;
    const his = await openStream(base, bob.cookie, `/api/live/stream?runId=${bobRun}`);
    expect((await his.until(1))[0]?.data).toMatchObject({ lap: 1, lapMs: 15_000, runId: bobRun });
    his.close();
    const notHis = await call(app, bob.cookie, {
      method: 'GET',
      url: `/api/live/stream?runId=${first?.data.runId}`,
      headers: { accept: 'text/event-stream' },
    });
    expect(notHis.statusCode).toBe(404);
  });

  it('lists the racer’s live sessions; refuses visitors and clients that cannot take a stream', async () => {
    const { app, alice, bob, cross } = await setup();
    await cross('4711', T0);
    await cross('4711', T0 + 16_000);
    const mine = await call(app, alice.cookie, { method: 'GET', url: '/api/live/sessions' });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        decoderName: 'Main loop',
        clubName: 'Canberra Off Road',
        transponder: '4711',
      }),
    ]);
    expect((await call(app, bob.cookie, { method: 'GET', url: '/api/live/sessions' })).json()).toEqual([]);
    const visitor = await call(app, undefined, { method: 'GET', url: '/api/live/stream' });
    expect(visitor.statusCode).toBe(401);
    const json = await call(app, alice.cookie, {
      method: 'GET',
      url: '/api/live/stream',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(406);
    expect(json.json().message).toContain('text/event-stream');
  });

  it('ends open streams when the app closes', async () => {
    const { base, alice } = await setup();
    const stream = await openStream(base, alice.cookie);
    expect(stream.res.status).toBe(200);
    const app = t as TestApp;
    t = undefined;
    await app.close(); // would wait for the stream forever, were it not ended
    await stream.ended;
    expect(stream.events).toEqual([]);
  });
});
