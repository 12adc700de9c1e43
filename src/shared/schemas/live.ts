import { z } from 'zod';

/**
 * Live laps from the club's decoder (issue 30): a racer's session in front of a decoder is a run
 * that grows lap by lap; the phone hears each lap through Server-Sent Events (GET /api/live/stream).
 */
export const liveSessionSchema = z.object({
  id: z.number().int(),
  runId: z.number().int().nullable(),
  decoderName: z.string(),
  clubName: z.string(),
  transponder: z.string(),
  startedAt: z.string(),
  lastPassingAt: z.string(),
  /** Null while open; the run closes after the decoder's gap with no passings. */
  closedAt: z.string().nullable(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** The SSE `lap` event's data: one lap and the figures it leaves the run at. */
export const liveLapEventSchema = z.object({
  sessionId: z.number().int(),
  runId: z.number().int().nullable(),
  /** The passing's id: the stream's event id, for Last-Event-ID on reconnect. */
  cursor: z.number().int(),
  lap: z.number().int(),
  lapMs: z.number().int(),
  bestMs: z.number().int().nullable(),
  /** Mean of the five fastest clean laps, once there are five. */
  top5Ms: z.number().int().nullable(),
  laps: z.number().int(),
  at: z.string(),
});
export type LiveLapEvent = z.infer<typeof liveLapEventSchema>;

/** The SSE `closed` event's data: the session's run is complete. */
export const liveClosedEventSchema = z.object({
  sessionId: z.number().int(),
  runId: z.number().int().nullable(),
});
export type LiveClosedEvent = z.infer<typeof liveClosedEventSchema>;

/** GET /api/live/stream?runId=: only that run's laps (else every live lap of the racer's). */
export const liveStreamQuerySchema = z.object({
  runId: z.coerce.number().int().positive().optional(),
});
