import fastifySse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveSessionSchema, liveStreamQuerySchema } from '../../shared/schemas/live';
import { AppError, notFound } from '../errors';
import { LiveHub } from '../live/hub';
import type { LiveEvent } from '../live/lap-events';
import { listLiveSessions, replayFor } from '../live/replay';
import { racerOf } from '../plugins/auth';

/** A comment line this often keeps proxies and phones from dropping a quiet stream. */
const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser's EventSource reconnects at once with
 * Last-Event-ID: the session cookie is checked again (a racer signed out elsewhere stops hearing
 * laps) and nothing is missed.
 */
const STREAM_MS = 15 * 60 * 1000;

const lastEventId = (header: string | string[] | undefined): number | null => {
  const text = Array.isArray(header) ? header[0] : header;
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
};

/** An EventSource sends text/event-stream; a missing or wildcard Accept (curl, fetch) is fine too. */
const takesStream = (accept: string | undefined) =>
  !accept || /text\/event-stream|text\/\*|\*\/\*/.test(accept);

/** Live laps from the club's decoder (issue 30): a racer's own laps, as they are driven. */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });
  const hub = new LiveHub(app.db, app.log);
  // Before the server stops accepting: open streams end, or closing would wait on them forever.
  app.addHook('preClose', async () => hub.stop());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/live/sessions',
    {
      config: { auth: 'racer' },
      schema: {
        description: 'The racer’s live sessions: open ones and those closed in the last hour',
        response: { 200: z.array(liveSessionSchema) },
      },
    },
    (request) => listLiveSessions(app.db, racerOf(request).user.id, Date.now()),
  );

  r.get(
    '/api/live/stream',
    {
      config: { auth: 'racer' },
      // 'manual': the route itself refuses a client that cannot take a stream, in the app's error shape.
      sse: 'manual',
      schema: {
        description:
          'Server-Sent Events: `lap` (LiveLapEvent) and `closed` (LiveClosedEvent), each with id = cursor; ' +
          'Last-Event-ID replays what was missed. Only the signed-in racer’s laps.',
        querystring: liveStreamQuerySchema,
      },
    },
    async (request, reply) => {
      if (!takesStream(request.headers.accept))
        throw new AppError(406, 'This address is a live stream of laps: ask for text/event-stream.');
      const userId = racerOf(request).user.id;
      const { runId } = request.query;
      if (runId !== undefined) {
        const run = await app.db
          .selectFrom('runs')
          .select('id')
          .where('id', '=', runId)
          .where('userId', '=', userId)
          .executeTakeFirst();
        if (!run) throw notFound('Run not found');
      }
      reply.sse.keepAlive();
      // Committed now, so the phone knows it is listening even before the first lap: Node holds
      // the head back until the body's first bytes, so a comment line goes with it.
      reply.sse.sendHeaders();
      reply.raw.write(': listening\n\n');

      let sentId = 0;
      const sentLaps = new Set<number>();
      const sentClosed = new Set<number>();
      let pending: LiveEvent[] | null = [];
      const send = (event: LiveEvent) => {
        if (event.event === 'lap' ? sentLaps.has(event.cursor) : sentClosed.has(event.data.sessionId)) return;
        (event.event === 'lap' ? sentLaps : sentClosed).add(
          event.event === 'lap' ? event.cursor : event.data.sessionId,
        );
        // The id only grows: a lap committed late (a lower id) is sent under the highest id so far.
        sentId = Math.max(sentId, event.cursor);
        if (reply.sse.isConnected)
          reply.sse.send({ id: String(sentId), event: event.event, data: event.data }).catch(() => {});
      };
      const unsubscribe = await hub.subscribe({
        userId,
        runId,
        deliver: (event) => (pending ? pending.push(event) : send(event)),
        end: () => reply.sse.close(),
      });
      const lifetime = setTimeout(() => reply.sse.close(), STREAM_MS);
      reply.sse.onClose(() => {
        clearTimeout(lifetime);
        unsubscribe();
      });
      try {
        const replay = await replayFor(app.db, userId, runId, lastEventId(request.headers['last-event-id']));
        for (const session of replay.open) hub.watch(session);
        for (const event of replay.events) send(event);
      } finally {
        const live = pending ?? [];
        pending = null;
        for (const event of live) send(event);
      }
    },
  );
}
