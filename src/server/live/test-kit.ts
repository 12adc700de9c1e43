import type { FastifyInstance } from 'fastify';
import type { NoticeDraft } from '../../shared/schemas/notice';
import type { BackgroundDeps } from '../arrivals/types';
import { call, racerWithCar } from '../test/harness';

/** Test helpers for live laps: a club with a decoder, members with transponders, a clock and notices. */

export interface LiveKit {
  deps: BackgroundDeps;
  clock: { now: number };
  notices: Array<{ userId: number } & NoticeDraft>;
}

export function liveDeps(
  app: FastifyInstance,
  instanceId = 'instance-a',
  start = 1_700_000_000_000,
): LiveKit {
  const clock = { now: start };
  const notices: LiveKit['notices'] = [];
  const deps: BackgroundDeps = {
    db: app.db,
    heavy: app.heavy,
    log: app.log,
    config: { ...app.config.arrivals, instanceId },
    notifier: {
      notify: async (userId, notice) => {
        notices.push({ userId, ...notice });
      },
    },
    now: () => clock.now,
  };
  return { deps, clock, notices };
}

export async function clubWithDecoder(
  app: FastifyInstance,
  decoder: { closeAfterS?: number; minLapMs?: number; enabled?: 0 | 1 } = {},
) {
  const now = new Date().toISOString();
  const club = await app.db
    .insertInto('clubs')
    .values({
      name: 'Canberra Off Road',
      trackName: 'Canberra',
      surface: 'Clay',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await app.db
    .insertInto('decoders')
    .values({
      clubId: club.id,
      name: 'Main loop',
      protocol: 'p3',
      host: '127.0.0.1',
      port: 5403,
      closeAfterS: decoder.closeAfterS ?? 120,
      minLapMs: decoder.minLapMs ?? 5000,
      enabled: decoder.enabled ?? 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clubId: club.id, decoderId: row.id };
}

/** A racer with a car and the transponder in their register (on that car unless `carless`). */
export async function racerWithTransponder(
  app: FastifyInstance,
  clubId: number | null,
  number: string,
  carless = false,
) {
  const racer = await racerWithCar(app);
  const res = await call(app, racer.cookie, {
    method: 'POST',
    url: '/api/transponders',
    payload: { number, rcCarId: carless ? null : racer.carId },
  });
  if (res.statusCode !== 201) throw new Error(`transponder: ${res.statusCode} ${res.body}`);
  if (clubId !== null)
    await app.db
      .insertInto('clubMembers')
      .values({ clubId, userId: racer.user.id, role: 'member', joinedAt: new Date().toISOString() })
      .execute();
  return racer;
}

export const runOf = (app: FastifyInstance, cookie: string, runId: number) =>
  call(app, cookie, { method: 'GET', url: `/api/runs/${runId}` }).then((r) => r.json());
