/**
 * Other racers' reads for `npm run bench:heavy`: an open loop at a fixed rate. Each read is sent at
 * its own moment whatever happened to the ones before, and its time runs from then, as for racers
 * who each tap a list on their own phone. (A closed loop such as autocannon's sends the next
 * request only once an answer came back: a server that stalls for seconds then simply gets fewer
 * requests, the stall shows in a handful of samples, and requests still waiting when the run ends
 * are dropped from the figures. That hides exactly what this bench is about.)
 */
import { Agent, request } from 'node:http';
import { BROWSER_ACCEPT_ENCODING } from './measure';

export interface ReadOptions {
  url: string;
  /** One signed-in racer per cookie; reads go round them. */
  cookies: string[];
  paths: string[];
  perSecond: number;
  durationMs: number;
  /** How long to wait, after the last read was due, for answers still outstanding. */
  graceMs: number;
}

export interface ReadFigures {
  sent: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, and requests that failed (reset, refused). */
  non2xx: number;
  errors: number;
  /** Still unanswered when the grace ran out: counted with the time they had waited so far. */
  unanswered: number;
}

/** The value at quantile q of sorted times (nearest rank), rounded to 0.1 ms. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] as number) * 10) / 10;
}

export async function readLoad(options: ReadOptions): Promise<ReadFigures> {
  // Enough sockets that a stalled server holds a racer's read, never the bench's queue.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round((options.perSecond * options.durationMs) / 1000);
  const times: number[] = [];
  const pending = new Map<number, number>(); // read number → when it was sent
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const dueAt = (i: number) => started + (i * 1000) / options.perSecond;

  const send = (i: number) => {
    // Timed from the send, not the due moment: the 5 ms sending tick (and any delay of the bench's
    // own loop) is the bench's, not the server's. Sending never waits for an answer, so a stalled
    // server still shows in every read sent during the stall.
    const sentAt = performance.now();
    pending.set(i, sentAt);
    const req = request(
      `${options.url}${options.paths[i % options.paths.length]}`,
      {
        agent,
        headers: {
          cookie: options.cookies[i % options.cookies.length] as string,
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (!pending.delete(i)) return;
          times.push(performance.now() - sentAt);
          if ((res.statusCode ?? 0) >= 300) non2xx += 1;
        });
      },
    );
    req.on('error', () => {
      if (pending.delete(i)) errors += 1;
    });
    req.end();
  };

  // Every 5 ms, send whatever has fallen due: a busy bench sends late but never skips a read.
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) send(sent++);
      if (sent >= total) {
        clearInterval(timer);
        done();
      }
    }, 5);
  });
  const graceEnds = dueAt(total) + options.graceMs;
  while (pending.size > 0 && performance.now() < graceEnds) await new Promise((r) => setTimeout(r, 20));
  const gaveUp = performance.now();
  const unanswered = pending.size;
  for (const sentAt of pending.values()) times.push(gaveUp - sentAt);
  pending.clear();
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    sent,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: quantile(times, 1),
    non2xx,
    errors,
    unanswered,
  };
}
