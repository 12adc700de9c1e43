/**
 * The attacker of `npm run bench:heavy`, a child process of its own so that reading its answers
 * (a preview can answer tens of MB) never delays the bench's timing of other racers' reads.
 * Each slot keeps one heavy request in flight: when an answer comes, the next is sent. A 429 is
 * retried after its Retry-After, but within 0.1–1 s (a script that ignores it would only be
 * flooding uploads). On "stop" every request in flight is reset, as a closed tab would.
 * Messages: in {slots, url, zipFile, previewFile}, then 'start' and 'stop'; out 'ready', then
 * the figures per kind. What the server answered is reported, not judged.
 */
import { readFileSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';

export type AttackKind = 'lying zip' | 'preview';
export interface AttackSlot {
  cookie: string;
  kind: AttackKind;
}
export interface AttackPlan {
  url: string;
  slots: AttackSlot[];
  zipFile: string;
  previewFile: string;
}
export interface AttackFigures {
  sent: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Reset when the attack ended, before an answer. */
  cutOff: number;
  errors: number;
  p50Ms: number | null;
  maxMs: number | null;
  largestAnswerBytes: number;
}

interface Outcome {
  status: number;
  ms: number;
  bytes: number;
  retryAfter: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function main(plan: AttackPlan): void {
  const bodies: Record<AttackKind, { body: Buffer; type: string; path: string }> = {
    'lying zip': {
      body: readFileSync(plan.zipFile),
      type: 'application/zip',
      path: '/api/import?dryRun=true',
    },
    preview: {
      body: readFileSync(plan.previewFile),
      type: 'application/json',
      path: '/api/runs/import/preview',
    },
  };
  const inFlight = new Set<ClientRequest>();
  const outcomes: Record<AttackKind, Outcome[]> = { 'lying zip': [], preview: [] };
  const counts = {
    'lying zip': { sent: 0, cutOff: 0, errors: 0 },
    preview: { sent: 0, cutOff: 0, errors: 0 },
  };
  let stopping = false;

  const send = (slot: AttackSlot) =>
    new Promise<Outcome | 'failed'>((resolve) => {
      const { body, type, path } = bodies[slot.kind];
      const started = performance.now();
      const req = request(
        `${plan.url}${path}`,
        {
          method: 'POST',
          agent: false,
          headers: { cookie: slot.cookie, 'content-type': type, 'content-length': body.length },
        },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => {
            inFlight.delete(req);
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              bytes,
              retryAfter: Number(res.headers['retry-after'] ?? 0),
            });
          });
          res.on('error', () => resolve('failed'));
        },
      );
      inFlight.add(req);
      req.on('error', () => {
        inFlight.delete(req);
        resolve('failed');
      });
      req.end(body);
    });

  const run = async (slot: AttackSlot) => {
    while (!stopping) {
      counts[slot.kind].sent += 1;
      const outcome = await send(slot);
      if (outcome === 'failed') {
        counts[slot.kind][stopping ? 'cutOff' : 'errors'] += 1;
        if (!stopping) await sleep(100);
        continue;
      }
      outcomes[slot.kind].push(outcome);
      if (outcome.status === 429) await sleep(Math.min(1000, Math.max(100, outcome.retryAfter * 1000)));
    }
  };

  const figures = (kind: AttackKind): AttackFigures => {
    const list = outcomes[kind];
    const times = list.map((o) => o.ms).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const o of list) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    return {
      ...counts[kind],
      statuses,
      p50Ms: times.length ? Math.round(times[Math.floor((times.length - 1) / 2)] as number) : null,
      maxMs: times.length ? Math.round(times.at(-1) as number) : null,
      largestAnswerBytes: Math.max(0, ...list.map((o) => o.bytes)),
    };
  };

  let runs: Promise<void>[] = [];
  process.on('message', async (message) => {
    if (message === 'start') runs = plan.slots.map(run);
    if (message === 'stop') {
      stopping = true;
      for (const req of inFlight) req.socket?.resetAndDestroy() ?? req.destroy();
      await Promise.all(runs);
      const kinds = [...new Set(plan.slots.map((s) => s.kind))];
      process.send?.(Object.fromEntries(kinds.map((kind) => [kind, figures(kind)])), () => process.exit(0));
    }
  });
  process.send?.('ready');
}

/** However the bench ends, its attacker ends too: with the bench, or after two minutes at most. */
const LIFETIME_MS = 120_000;
process.once('disconnect', () => process.exit(1));
setTimeout(() => process.exit(1), LIFETIME_MS).unref();
process.once('message', (plan: AttackPlan) => main(plan));
