import { connect, type Socket } from 'node:net';
import { OutboundRefused, type Resolver, resolveAllowed } from '../outbound/address-policy';
import { P3PassingReader } from './p3-reader';
import { RcHourglassReader } from './rchourglass';
import type { DecoderPassing, DecoderProtocol, PassingReader } from './types';

export interface DecoderState {
  connected: boolean;
  /** Why it is not connected, in a racer's words; absent when connected or closed on purpose. */
  error?: string;
}

export interface ConnectDecoderOptions {
  host: string;
  port: number;
  protocol: DecoderProtocol;
  /** RESULT_HOSTS_ALLOW: hosts the club may reach on a private network (the address policy). */
  allowHosts: readonly string[];
  /** Called in the order the decoder sent them; the next waits for a returned promise. */
  onPassing: (passing: DecoderPassing) => void | Promise<void>;
  onState?: (state: DecoderState) => void;
  /** A failed onPassing; the stream goes on. */
  onError?: (error: unknown) => void;
  signal?: AbortSignal;
  /** Tests only: the DNS lookup, the reconnect delays, the wall clock. */
  resolve?: Resolver;
  backoff?: { firstMs: number; maxMs: number };
  now?: () => number;
}

export interface DecoderConnection {
  readonly connected: boolean;
  /** Passings handed on, and records or lines skipped or dropped, since the start. */
  readonly stats: { passings: number; skipped: number; dropped: number; connects: number };
  /** Stops for good: no reconnect; resolves once the socket is closed. */
  close(): Promise<void>;
}

/** A connection that stayed up this long (or brought a passing) was a good one: backoff restarts. */
const HEALTHY_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;

const readerFor = (protocol: DecoderProtocol): PassingReader =>
  protocol === 'p3' ? new P3PassingReader() : new RcHourglassReader();

function inWords(error: NodeJS.ErrnoException, where: string): string {
  if (error instanceof OutboundRefused) return error.message;
  switch (error.code) {
    case 'ECONNREFUSED':
      return `The decoder at ${where} refused the connection: check that its feed is switched on and the port is right.`;
    case 'ETIMEDOUT':
      return `The decoder at ${where} did not answer. Check that it is on and reachable from the server.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `The decoder at ${where} cannot be reached from the server's network.`;
    case 'ECONNRESET':
      return `The decoder at ${where} dropped the connection.`;
    default:
      return `Could not reach the decoder at ${where}${error.code ? ` (${error.code})` : ''}.`;
  }
}

/**
 * Holds one TCP connection to a club's decoder (the decoder is the server; the app connects to
 * it), turns its stream into passings, and reconnects after any failure, waiting 1 s, then twice as
 * long each time up to 30 s, until closed or aborted. The host is resolved once per attempt
 * through the outbound address policy and the socket goes to the address it returned, never to
 * the name again. Bytes are never logged: a noisy line would fill the log.
 */
export function connectDecoder(options: ConnectDecoderOptions): DecoderConnection {
  const { host, port, protocol, allowHosts, onPassing, signal } = options;
  const onState = options.onState ?? (() => {});
  const now = options.now ?? Date.now;
  const backoff = options.backoff ?? { firstMs: 1000, maxMs: 30_000 };
  const where = `${host}:${port}`;
  const stats = { passings: 0, skipped: 0, dropped: 0, connects: 0 };
  let socket: Socket | null = null;
  let connected = false;
  let closed = false;
  let delay = backoff.firstMs;
  let timer: NodeJS.Timeout | null = null;
  let delivery: Promise<void> = Promise.resolve();
  let lastState = '';

  const report = (state: DecoderState) => {
    const key = JSON.stringify(state);
    if (key === lastState || closed) return;
    lastState = key;
    onState(state);
  };

  const retry = (error: string) => {
    connected = false;
    socket = null;
    if (closed) return;
    report({ connected: false, error });
    timer = setTimeout(attempt, delay);
    delay = Math.min(delay * 2, backoff.maxMs);
  };

  const deliver = (passing: DecoderPassing) => {
    stats.passings += 1;
    delivery = delivery.then(() => onPassing(passing)).catch((error: unknown) => options.onError?.(error));
  };

  async function attempt(): Promise<void> {
    timer = null;
    if (closed) return;
    let address: string;
    try {
      address = (await resolveAllowed(host, allowHosts, options.resolve)).address;
    } catch (error) {
      retry(inWords(error as NodeJS.ErrnoException, where));
      return;
    }
    if (closed) return;
    const reader = readerFor(protocol);
    const counted = { skipped: 0, dropped: 0 };
    let openedAt = 0;
    let failure: string | null = null;
    const s = connect({ host: address, port, timeout: CONNECT_TIMEOUT_MS });
    socket = s;
    s.setNoDelay(true);
    s.once('connect', () => {
      s.setTimeout(0);
      s.setKeepAlive(true, 10_000);
      connected = true;
      openedAt = now();
      stats.connects += 1;
      report({ connected: true });
    });
    s.on('timeout', () => {
      failure = `The decoder at ${where} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s.`;
      s.destroy();
    });
    s.on('data', (chunk: Buffer) => {
      const passings = reader.push(chunk, now());
      stats.skipped += reader.stats.skipped - counted.skipped;
      stats.dropped += reader.stats.dropped - counted.dropped;
      Object.assign(counted, reader.stats);
      if (passings.length > 0) delay = backoff.firstMs;
      for (const passing of passings) deliver(passing);
    });
    s.on('error', (error: NodeJS.ErrnoException) => {
      failure ??= inWords(error, where);
    });
    s.on('close', () => {
      if (socket !== s) return;
      if (openedAt && now() - openedAt >= HEALTHY_MS) delay = backoff.firstMs;
      retry(failure ?? `The decoder at ${where} closed the connection.`);
    });
  }

  const close = async () => {
    if (closed) return;
    closed = true;
    connected = false;
    if (timer) clearTimeout(timer);
    const s = socket;
    socket = null;
    if (s && !s.destroyed) {
      const done = new Promise<void>((resolve) => s.once('close', () => resolve()));
      s.destroy();
      await done;
    }
    await delivery;
  };

  if (signal?.aborted) closed = true;
  else {
    signal?.addEventListener('abort', () => void close(), { once: true });
    void attempt();
  }

  return {
    get connected() {
      return connected;
    },
    stats,
    close,
  };
}
