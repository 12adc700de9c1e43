import type { DecoderProtocol } from '../../shared/schemas/club';
import type { Background, BackgroundDeps } from '../arrivals/types';
import { holdLease, releaseLease } from '../db/leases';
import { sweepClosings } from './closing';
import type { ConnectDecoder, DecoderLinkState } from './decoder-link';
import { decoderPlace, type Passing, recordPassing } from './passings';

/** How often the manager renews its leases, takes free ones and sweeps closings. */
export const DECODER_TICK_MS = 5_000;

export interface DecoderManager extends Background {
  /** One round now (tests drive rounds with deps.now instead of waiting for the timer). */
  tick(): Promise<void>;
  /** The decoders this instance holds and is connected to. */
  held(): number[];
  /** Resolves once every passing heard so far is recorded. */
  idle(): Promise<void>;
}

interface Held {
  abort: AbortController;
  /** What it was connected with: a change of address or protocol reconnects. */
  key: string;
  place: Awaited<ReturnType<typeof decoderPlace>>;
  /** Passings are recorded one after another, in the order the decoder sent them. */
  queue: Promise<unknown>;
  seenAt: number | null;
  error: string | null;
  written: string;
  /** connect threw (an address the policy refuses, say): tried again next round. */
  failed: boolean;
}

const leaseName = (id: number) => `decoder:${id}`;

/**
 * Holds the club decoders' connections (issue 30 item 5): every round, for each enabled decoder,
 * take or renew its lease; connect the ones held, drop the ones lost, disabled or deleted. The
 * lease lasts `leaseMs` (20 s) and is renewed every round (5 s): a dead instance's decoders are
 * taken over by another within leaseMs + one round, under the 30 s the issue allows.
 */
export function startDecoders(
  deps: BackgroundDeps,
  connect: ConnectDecoder,
  options: { tickMs?: number; timer?: boolean } = {},
): DecoderManager {
  const holder = deps.config.instanceId;
  const links = new Map<number, Held>();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const drop = (id: number) => {
    const link = links.get(id);
    if (!link) return;
    link.abort.abort();
    links.delete(id);
  };

  const open = (decoder: DecoderRow, key: string, place: Held['place']) => {
    const held: Held = {
      abort: new AbortController(),
      key,
      place,
      queue: Promise.resolve(),
      seenAt: null,
      error: null,
      written: '',
      failed: false,
    };
    links.set(decoder.id, held);
    const onPassing = (passing: Passing) => {
      held.seenAt = deps.now();
      held.queue = held.queue
        .then(() => recordPassing(deps, decoder.id, passing, held.place))
        .catch((error) =>
          deps.log.error({ err: error, decoderId: decoder.id }, 'a passing was not recorded'),
        );
    };
    const onState = (state: DecoderLinkState) => {
      if (state.connected) held.seenAt = deps.now();
      held.error = state.connected ? null : (state.error ?? held.error);
    };
    try {
      connect({
        host: decoder.host,
        port: decoder.port,
        protocol: decoder.protocol as DecoderProtocol,
        allowHosts: deps.config.allowHosts,
        onPassing,
        onState,
        signal: held.abort.signal,
      });
    } catch (error) {
      held.failed = true;
      held.error = error instanceof Error ? error.message : 'The decoder could not be reached';
    }
  };

  async function round(): Promise<void> {
    const now = deps.now();
    const decoders = await deps.db
      .selectFrom('decoders')
      .select(['id', 'protocol', 'host', 'port', 'enabled'])
      .execute();
    const wanted = new Set<number>();
    for (const decoder of decoders) {
      if (decoder.enabled !== 1 || stopped) continue;
      const mine = await holdLease(deps.db, leaseName(decoder.id), holder, deps.config.leaseMs, now);
      const link = links.get(decoder.id);
      if (!mine) {
        if (link) deps.log.info({ decoderId: decoder.id }, 'decoder taken over by another instance');
        drop(decoder.id);
        continue;
      }
      wanted.add(decoder.id);
      const key = `${decoder.protocol}|${decoder.host}|${decoder.port}`;
      const place = await decoderPlace(deps.db, decoder.id);
      if (link && link.key === key && !link.failed) {
        link.place = place; // a new shortest lap or closing gap applies from the next passing
        continue;
      }
      drop(decoder.id);
      open(decoder, key, place);
    }
    // Disabled, deleted, or lost: let go of the connection and of the lease at once.
    for (const id of [...links.keys()]) {
      if (wanted.has(id)) continue;
      drop(id);
      await releaseLease(deps.db, leaseName(id), holder);
    }
    await writeStates();
    await sweepClosings(deps);
  }

  /** Last seen and last error, written when they change (not at every passing). */
  async function writeStates(): Promise<void> {
    for (const [id, link] of links) {
      const state = `${link.seenAt}|${link.error}`;
      if (state === link.written) continue;
      await deps.db
        .updateTable('decoders')
        .set({ lastSeenAt: link.seenAt, lastError: link.error })
        .where('id', '=', id)
        .execute();
      link.written = state;
    }
  }

  const tick = () => {
    running = running.then(round).catch((error) => deps.log.error({ err: error }, 'decoder round failed'));
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().then(schedule), options.tickMs ?? DECODER_TICK_MS);
    timer.unref();
  };
  if (options.timer !== false) void tick().then(schedule);

  return {
    tick,
    held: () => [...links.keys()],
    idle: async () => {
      await Promise.all([...links.values()].map((link) => link.queue));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      const ids = [...links.keys()];
      for (const link of links.values()) link.abort.abort();
      // The passings already heard are recorded before the leases go.
      await Promise.all([...links.values()].map((link) => link.queue));
      await writeStates();
      links.clear();
      for (const id of ids) await releaseLease(deps.db, leaseName(id), holder);
    },
  };
}

type DecoderRow = {
  id: number;
  protocol: string;
  host: string;
  port: number;
};
