import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { passingFrame, statusFrame, versionFrame } from './p3-encode';
import { formatRcHourglassLine } from './rchourglass';
import {
  type SimCar,
  type SimEvent,
  type SimSession,
  sampleSession,
  sessionCars,
  sessionEvents,
} from './simulator-session';
import type { DecoderProtocol } from './types';

export interface DecoderSimulatorOptions {
  /** 0: any free port (tests). */
  port: number;
  host?: string;
  protocol?: DecoderProtocol;
  /** How many cars (1 to 40). */
  cars?: number;
  /** 1: real time; 10: ten times faster. The decoder's clock runs as fast, so laps keep their length. */
  speed?: number;
  /** The cars' transponder numbers, in order; the rest are made up. */
  transponders?: readonly number[];
  /** The laps to replay; the norcal RCScoringPro printout's drivers by default. */
  session?: SimSession;
  /** Where the decoder's clock stands when the replay starts (epoch ms); the wall clock by default. */
  clockStart?: number;
  /**
   * Each passing as it goes out (its transponder, its time by the decoder's clock, and the wall
   * clock when it was written to the clients): what a latency measurement starts from.
   */
  onSent?: (sent: { transponder: string; at: number; sentAt: number }) => void;
}

export interface DecoderSimulator {
  readonly port: number;
  readonly cars: readonly SimCar[];
  /** Passings sent so far (to every connected client at once). */
  readonly sent: number;
  readonly clients: number;
  /** Resolves when the session's last passing is sent. */
  readonly done: Promise<void>;
  close(): Promise<void>;
}

/** The decoder's own start, some time before the session: RCHourglass counts from it. */
const DECODER_UP_BEFORE_MS = 60_000;

/**
 * A stand-in club decoder: a TCP server (a real decoder is the server, the app connects to it)
 * that replays a practice session as P3 records (a VERSION record to each client as it connects,
 * PASSING records, a STATUS every 5 s) or as RCHourglass lines. The replay starts when the first
 * client connects, so no passing is sent to nobody; like a real decoder it sends each passing once,
 * to the clients connected then.
 */
export async function startDecoderSimulator(options: DecoderSimulatorOptions): Promise<DecoderSimulator> {
  const protocol = options.protocol ?? 'p3';
  const speed = options.speed && options.speed > 0 ? options.speed : 1;
  const cars = sessionCars(options.session ?? sampleSession(), options.cars ?? 10, options.transponders);
  const events = sessionEvents(cars);
  const sockets = new Set<Socket>();
  let sent = 0;
  let next = 0;
  let timer: NodeJS.Timeout | null = null;
  let startedAt: number | null = null;
  let clockStart = 0;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const encode = (event: SimEvent): Uint8Array | string => {
    const atMs = clockStart + event.atMs;
    if (event.kind === 'status') return protocol === 'p3' ? statusFrame(40 + (next % 7)) : '';
    const car = cars[event.car] as SimCar;
    const hits = 30 + ((event.car * 7 + next) % 40);
    if (protocol === 'p3')
      return passingFrame({ passingNumber: sent + 1, transponder: car.transponder, atMs, hits });
    return formatRcHourglassLine({
      transponder: car.transponder,
      ticks: (DECODER_UP_BEFORE_MS + event.atMs) * 4,
      hits,
    });
  };

  const tick = () => {
    timer = null;
    const elapsed = (Date.now() - (startedAt as number)) * speed;
    while (next < events.length && (events[next] as SimEvent).atMs <= elapsed) {
      const event = events[next] as SimEvent;
      const bytes = encode(event);
      next += 1;
      if (event.kind === 'passing') sent += 1;
      if (bytes.length === 0) continue;
      for (const socket of sockets) socket.write(bytes);
      if (event.kind === 'passing' && options.onSent) {
        const transponder = String((cars[event.car] as SimCar).transponder);
        options.onSent({ transponder, at: clockStart + event.atMs, sentAt: Date.now() });
      }
    }
    if (next >= events.length) {
      finish();
      return;
    }
    const wait = ((events[next] as SimEvent).atMs - elapsed) / speed;
    timer = setTimeout(tick, Math.max(0, Math.ceil(wait)));
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (protocol === 'p3') socket.write(versionFrame('RC Setup Assistant decoder simulator'));
    if (startedAt === null) {
      startedAt = Date.now();
      clockStart = options.clockStart ?? startedAt;
      tick();
    }
  });
  server.listen(options.port, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  return {
    port,
    cars,
    done,
    get sent() {
      return sent;
    },
    get clients() {
      return sockets.size;
    },
    async close() {
      if (timer) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
