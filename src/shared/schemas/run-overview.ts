import { z } from 'zod';
import { RUN_SESSIONS } from './run';

/**
 * GET /api/runs/overview (issue 16): what the dashboard's "Last race day" card and the fleet's best
 * laps read. Made from each run's stats (never its laps), so it costs the same at 20 laps or 20,000.
 */

/** One run of the day, as the card lists it. */
export const raceDayRunSchema = z.object({
  id: z.number().int(),
  trackName: z.string(),
  eventName: z.string().nullable(),
  session: z.enum(RUN_SESSIONS),
  round: z.string().nullable(),
  laps: z.number().int(),
  bestMs: z.number().nullable(),
  top5AvgMs: z.number().nullable(),
  /** Digits to show each with (issue 29): the file's figure as the file gives it, the app's to its laps'. */
  bestDecimals: z.number().int().min(0).max(3).optional(),
  top5Decimals: z.number().int().min(0).max(3).optional(),
});
export type RaceDayRun = z.infer<typeof raceDayRunSchema>;

/**
 * One changed setting as a racer reads it: 'Rear spring', 'Blue', 'Silver' ('—' for empty; ids as
 * names; the setup file's three fields as one). Written by the server, so the dashboard carries no
 * setup catalogue; `field` is the content key.
 */
export const raceDayFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export type RaceDayField = z.infer<typeof raceDayFieldSchema>;

/**
 * A setup that changed before one of the day's runs: against the car's run before it, that day or
 * on an earlier race day. `fromVersion` null: the car ran on another setup of the kind before
 * (`replaced` names it; null when it ran on none), so there are no field changes to list.
 */
export const raceDayChangeSchema = z.object({
  kind: z.enum(['setup-sheet', 'esc-setup']),
  setupId: z.number().int(),
  name: z.string(),
  fromVersion: z.number().int().nullable(),
  toVersion: z.number().int(),
  replaced: z.string().nullable(),
  /** Only the fields whose value differs between the two versions, in the editor's order. */
  changes: z.array(raceDayFieldSchema),
  /** The first run on the new version. */
  runId: z.number().int(),
  /** The date of the run before it: the day itself (between runs) or an earlier race day. */
  sinceDate: z.string(),
});
export type RaceDayChange = z.infer<typeof raceDayChangeSchema>;

export const raceDaySchema = z.object({
  date: z.string(),
  /** The day's tracks, in the order first run there. */
  tracks: z.array(z.string()),
  /** The fastest lap of the day and the run it came from; null when no run has a clean lap. */
  best: z
    .object({
      runId: z.number().int(),
      rcCarId: z.number().int().nullable(),
      trackName: z.string(),
      bestMs: z.number(),
      /** Digits to show it with; absent: to the millisecond. */
      decimals: z.number().int().min(0).max(3).optional(),
    })
    .nullable(),
  /**
   * Each car that ran, in the order it first ran: its runs (in the order logged) and what changed.
   * Runs of cars deleted since come last under a null car, with no changes.
   */
  cars: z.array(
    z.object({
      rcCarId: z.number().int().nullable(),
      runs: z.array(raceDayRunSchema),
      changes: z.array(raceDayChangeSchema),
    }),
  ),
});
export type RaceDay = z.infer<typeof raceDaySchema>;

/** A car's best lap at one track (tracks told apart regardless of case), with the run that set it. */
export const trackBestSchema = z.object({
  rcCarId: z.number().int(),
  trackName: z.string(),
  bestMs: z.number(),
  /** Digits to show it with; absent: to the millisecond. */
  decimals: z.number().int().min(0).max(3).optional(),
  runId: z.number().int(),
  date: z.string(),
});
export type TrackBest = z.infer<typeof trackBestSchema>;

export const runOverviewSchema = z.object({
  lastRaceDay: raceDaySchema.nullable(),
  /** Per car (by id), the track raced most recently first. */
  bestLaps: z.array(trackBestSchema),
});
export type RunOverview = z.infer<typeof runOverviewSchema>;
