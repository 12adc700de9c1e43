import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectDecoder, type DecoderConnection, type DecoderState } from './decoder-client';
import { type DecoderSimulator, startDecoderSimulator } from './simulator';
import type { SimSession } from './simulator-session';
import type { DecoderPassing, DecoderProtocol } from './types';

/** Two cars, three crossings each (the first from the pit exit), real lap lengths. */
const SESSION: SimSession = {
  name: 'test practice',
  drivers: [
    { driver: 'TRAVIS SCHREVEN', laps: [3_151, 16_370, 17_012] },
    { driver: 'Matesa, Ryan', laps: [2_906, 16_939, 18_004] },
  ],
};
const CLOCK = Date.UTC(2026, 10, 29, 9, 30, 0);
const ALLOW = ['127.0.0.1'];
const WAIT = { timeout: 15_000, interval: 20 };
const FAST = { firstMs: 50, maxMs: 200 };

const open: Array<DecoderSimulator | DecoderConnection> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

/** What the simulator says it sent: each passing's transponder and decoder time. */
const sentLog: Array<{ transponder: string; at: number }> = [];
async function simulator(protocol: DecoderProtocol, port = 0, transponders = [1_234_567, 7_654_321]) {
  sentLog.length = 0;
  const sim = await startDecoderSimulator({
    port,
    protocol,
    cars: 2,
    speed: 200,
    transponders,
    session: SESSION,
    clockStart: CLOCK,
    onSent: ({ transponder, at }) => sentLog.push({ transponder, at }),
  });
  open.push(sim);
  return sim;
}

function client(port: number, protocol: DecoderProtocol, allowHosts = ALLOW) {
  const passings: DecoderPassing[] = [];
  const states: DecoderState[] = [];
  const connection = connectDecoder({
    host: '127.0.0.1',
    port,
    protocol,
    allowHosts,
    onPassing: (p) => {
      passings.push(p);
    },
    onState: (s) => states.push(s),
    backoff: FAST,
  });
  open.push(connection);
  return { connection, passings, states };
}

/** Each car's crossing times by the decoder's clock: pit exit (1.5 s apart) plus its laps so far. */
const expected = (transponders: number[]) =>
  SESSION.drivers
    .flatMap((d, car) => {
      let at = CLOCK + car * 1500;
      return d.laps.map((lap) => {
        at += lap;
        return { transponder: String(transponders[car]), at };
      });
    })
    .sort((a, b) => a.at - b.at);

describe('decoder client against the simulator', () => {
  it('P3: every passing arrives, in order, with its transponder, time and passing number', async () => {
    const sim = await simulator('p3');
    const { passings, states } = client(sim.port, 'p3');
    await vi.waitFor(() => expect(passings).toHaveLength(6), WAIT);
    expect(passings.map(({ transponder, at }) => ({ transponder, at }))).toEqual(
      expected([1_234_567, 7_654_321]),
    );
    expect(passings.map((p) => p.passingNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(states[0]).toEqual({ connected: true });
    expect(sentLog).toEqual(expected([1_234_567, 7_654_321]));
  });

  it('RCHourglass: every passing arrives with its transponder, the laps as the decoder timed them', async () => {
    const sim = await simulator('rchourglass');
    const { passings } = client(sim.port, 'rchourglass');
    await vi.waitFor(() => expect(passings).toHaveLength(6), WAIT);
    const want = expected([1_234_567, 7_654_321]);
    expect(passings.map((p) => p.transponder)).toEqual(want.map((p) => p.transponder));
    // Its clock counts from the decoder's start: times are pinned at the first passing, the gaps are exact.
    const shift = (passings[0] as DecoderPassing).at - (want[0] as { at: number }).at;
    expect(passings.map((p) => p.at - shift)).toEqual(want.map((p) => p.at));
  });

  it('refuses a private address unless the operator allows the host, and never connects', async () => {
    const sim = await simulator('p3');
    const { states, passings } = client(sim.port, 'p3', []);
    await vi.waitFor(() => expect(states.length).toBeGreaterThan(0), WAIT);
    expect(states[0]).toMatchObject({
      connected: false,
      error: expect.stringMatching(/private or local network/),
    });
    expect(sim.clients).toBe(0);
    expect(passings).toEqual([]);
  });

  it('connects to the address the name resolved to, and refuses a name resolving to a private one', async () => {
    const sim = await simulator('p3');
    const name = 'decoder.club.example';
    const lookups: string[] = [];
    const resolve = async (host: string) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 as const }];
    };
    const passings: DecoderPassing[] = [];
    const states: DecoderState[] = [];
    const base = { host: name, port: sim.port, protocol: 'p3' as const, resolve, backoff: FAST };
    const refused = connectDecoder({
      ...base,
      allowHosts: [],
      onPassing: () => {},
      onState: (s) => states.push(s),
    });
    open.push(refused);
    await vi.waitFor(() => expect(states.length).toBeGreaterThan(0), WAIT);
    expect(states[0]?.error).toMatch(/decoder\.club\.example is on a private or local network/);
    expect(sim.clients).toBe(0);
    await refused.close();
    const allowed = connectDecoder({ ...base, allowHosts: [name], onPassing: (p) => void passings.push(p) });
    open.push(allowed);
    await vi.waitFor(() => expect(passings).toHaveLength(6), WAIT);
    expect(lookups.every((h) => h === name)).toBe(true);
  });

  it('says in plain words when nothing listens, then connects once the decoder is up', async () => {
    const probe = await simulator('p3');
    const port = probe.port;
    await probe.close();
    const { states, passings } = client(port, 'p3');
    await vi.waitFor(() => expect(states.length).toBeGreaterThan(0), WAIT);
    expect(states[0]).toEqual({
      connected: false,
      error: `The decoder at 127.0.0.1:${port} refused the connection: check that its feed is switched on and the port is right.`,
    });
    await simulator('p3', port);
    await vi.waitFor(() => expect(passings).toHaveLength(6), WAIT);
  });

  it('reconnects after the decoder restarts and goes on with the new session', async () => {
    const first = await simulator('p3');
    const { passings, states, connection } = client(first.port, 'p3');
    await vi.waitFor(() => expect(passings).toHaveLength(6), WAIT);
    await first.close();
    await vi.waitFor(() => expect(states.at(-1)).toMatchObject({ connected: false }), WAIT);
    await simulator('p3', first.port, [2_000_001, 2_000_002]);
    await vi.waitFor(() => expect(passings).toHaveLength(12), WAIT);
    expect(passings.slice(6).map(({ transponder, at }) => ({ transponder, at }))).toEqual(
      expected([2_000_001, 2_000_002]),
    );
    expect(states.at(-1)).toEqual({ connected: true });
    expect(connection.stats.connects).toBe(2);
  });

  it('stops for good when its signal aborts', async () => {
    const sim = await simulator('p3');
    const abort = new AbortController();
    const seen: DecoderPassing[] = [];
    const connection = connectDecoder({
      host: '127.0.0.1',
      port: sim.port,
      protocol: 'p3',
      allowHosts: ALLOW,
      onPassing: (p) => {
        seen.push(p);
      },
      signal: abort.signal,
      backoff: FAST,
    });
    open.push(connection);
    await vi.waitFor(() => expect(sim.clients).toBe(1), WAIT);
    abort.abort();
    await vi.waitFor(() => expect(sim.clients).toBe(0), WAIT);
    expect(connection.connected).toBe(false);
  });
});
