import { z } from 'zod';
import { MAX_LAP_MS, MIN_LAP_MS } from '../lap-limits';
import { isCalendarDate, MAX_ID, optionalId, optionalText } from './common';
import { pageQuerySchema } from './paging';

/**
 * Runs (issue 16): a session on track with its laps. One schema for the route, the Log a run form
 * and the client's types. Absent and null differ as elsewhere: a run created without
 * `setupSheetId` records the setup installed on the car then (with its version); `null` says it ran
 * on no setup sheet.
 */
export const RUN_SESSIONS = ['practice', 'qualifier', 'main', 'test'] as const;
export type RunSession = (typeof RUN_SESSIONS)[number];
/** 'followed': a followed results page's race; 'decoder': laps live from the club's decoder (issue 30). */
export const RUN_SOURCES = ['manual', 'import', 'followed', 'decoder'] as const;
export type RunSource = (typeof RUN_SOURCES)[number];

export const MAX_LAPS = 500;
export { MAX_LAP_MS, MIN_LAP_MS };
/** A pasted or dropped result file (characters; the route's body limit sits above it). */
export const MAX_IMPORT_TEXT = 2 * 1024 * 1024;
/**
 * What an import preview shows at most (issue 28): races, drivers a race and laps a driver as a run
 * holds laps, and about 1 MB of JSON in all, whatever the file holds. What is left out is said.
 */
export const PREVIEW_MAX_RACES = MAX_LAPS;
export const PREVIEW_MAX_DRIVERS = MAX_LAPS;
export const PREVIEW_MAX_BYTES = 1_000_000;

const lapTime = z
  .number({ error: 'A lap time must be a number of milliseconds' })
  .int('A lap time must be a whole number of milliseconds')
  .min(MIN_LAP_MS, 'A lap time must be at least 1 ms')
  .max(MAX_LAP_MS, 'A lap time must be at most 30 minutes');

/** Digits after the second the source gave a lap with (16.36 has 2); absent: to the millisecond. */
export const MAX_LAP_DECIMALS = 3;

export const lapSchema = z.object({
  lapNo: z
    .number({ error: 'Lap number must be a number' })
    .int('Lap number must be a whole number')
    .min(0)
    .max(10_000),
  timeMs: lapTime,
  decimals: z
    .number({ error: 'Decimals must be a number' })
    .int('Decimals must be 0 to 3')
    .min(0, 'Decimals must be 0 to 3')
    .max(MAX_LAP_DECIMALS, 'Decimals must be 0 to 3')
    .optional(),
});
export type Lap = z.infer<typeof lapSchema>;

export const lapsSchema = z
  .array(lapSchema, { error: 'Laps must be a list' })
  .min(1, 'Add at least one lap time')
  .max(MAX_LAPS, `A run holds at most ${MAX_LAPS} laps`);

/** A run's day, YYYY-MM-DD (also the import's, run-import.ts). */
export const runDateSchema = z
  .string({ error: 'Date is required' })
  .refine(isCalendarDate, 'Date must be a date (YYYY-MM-DD)');

export const trackNameSchema = z
  .string({ error: 'Track is required' })
  .trim()
  .min(1, 'Track is required')
  .max(100, 'Track must be at most 100 characters');

const optionalNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullish();

const version = z.number({ error: 'Version must be a number' }).int().positive().max(2_147_483_647).nullish();

/** A run names at most this many tyre sets (front, rear and a spare or two). */
export const MAX_RUN_TYRE_SETS = 4;

/** The tyre sets a run used (issue 19): the racer's own, each once; absent leaves a run's as they are. */
const tyreSetIds = z
  .array(
    z
      .number({ error: 'Choose one of your tyre sets' })
      .int('Choose one of your tyre sets')
      .positive('Choose one of your tyre sets')
      .max(MAX_ID, 'Choose one of your tyre sets'),
    { error: 'Tyre sets must be a list' },
  )
  .max(MAX_RUN_TYRE_SETS, `A run names at most ${MAX_RUN_TYRE_SETS} tyre sets`)
  .refine((ids) => new Set(ids).size === ids.length, 'Name each tyre set once')
  .optional();

/** Everything a racer says about a run besides its car and laps (also what an import takes). */
export const runDetailsSchema = z.object({
  setupSheetId: optionalId('Choose one of your setup sheets'),
  setupVersion: version,
  escSetupId: optionalId('Choose one of your ESC setups'),
  escVersion: version,
  eventName: optionalText(100, 'Event'),
  session: z.enum(RUN_SESSIONS, { error: 'Session must be practice, qualifier, main or test' }).optional(),
  round: optionalText(40, 'Round'),
  trackSurface: optionalText(60, 'Surface'),
  trackConditions: optionalText(100, 'Conditions'),
  airTempC: optionalNumber('Air temperature', -40, 60),
  trackTempC: optionalNumber('Track temperature', -40, 90),
  humidityPct: optionalNumber('Humidity', 0, 100),
  tyres: optionalText(100, 'Tyres'),
  rating: z
    .number({ error: 'Rating must be 1 to 5' })
    .int('Rating must be 1 to 5')
    .min(1, 'Rating must be 1 to 5')
    .max(5, 'Rating must be 1 to 5')
    .nullish(),
  notes: optionalText(2000, 'Notes'),
  tyreSetIds,
});

export const runCarIdSchema = z
  .number({ error: 'Choose one of your vehicles' })
  .int('Choose one of your vehicles')
  .positive('Choose one of your vehicles')
  .max(2_147_483_647, 'Choose one of your vehicles');
const newSession = z
  .enum(RUN_SESSIONS, { error: 'Session must be practice, qualifier, main or test' })
  .default('practice');

const runFields = runDetailsSchema.extend({
  rcCarId: runCarIdSchema,
  date: runDateSchema,
  trackName: trackNameSchema,
  laps: lapsSchema,
  /** Lap 1 is the start to the first crossing: counted in laps and total, never a best or clean lap. */
  startSegment: z.boolean({ error: 'Start segment must be true or false' }).optional(),
});

/**
 * The browser's own name for a run it logged (offline or not), a UUID: the same run sent twice
 * (a retry after a lost answer, an outbox replay) is one run, never two (issue 29).
 */
export const clientRefSchema = z.uuid({ error: 'Client reference must be a UUID' });

/** POST /api/runs: a run logged by hand. */
export const runCreateSchema = runFields.extend({
  session: newSession,
  clientRef: clientRefSchema.optional(),
});
export type RunCreateInput = z.input<typeof runCreateSchema>;
export type RunCreate = z.output<typeof runCreateSchema>;

/** PUT /api/runs/:id: what is absent stays as it is. */
export const runUpdateSchema = runFields.partial();
export type RunUpdate = z.output<typeof runUpdateSchema>;

export const lapStatsSchema = z.object({
  laps: z.number(),
  totalMs: z.number(),
  bestMs: z.number().nullable(),
  avgMs: z.number().nullable(),
  medianMs: z.number().nullable(),
  best3ConsecutiveMs: z.number().nullable(),
  top5AvgMs: z.number().nullable(),
  stdevMs: z.number().nullable(),
  consistencyPct: z.number().nullable(),
  cleanLaps: z.number(),
  /** The mean of the clean laps (the spread's centre; the verdicts' uncertainty uses both). */
  cleanAvgMs: z.number().nullable(),
  /** The coarsest resolution of the laps (digits after the second): figures are shown to it, no finer. */
  decimals: z.number().int().min(0).max(MAX_LAP_DECIMALS),
  /** Figures taken as the results file states them, not worked out by the app (issue 29). */
  fromFile: z.array(z.enum(['laps', 'totalMs', 'bestMs', 'avgMs'])),
});

/** The figures the results sheet states, beside ours (systems count lap 1 differently). */
export const officialFiguresSchema = z.object({
  laps: z.number(),
  totalMs: z.number().nullable(),
  bestMs: z.number().nullable(),
  /** The average lap as the file states it, where it does. */
  avgMs: z.number().nullable().optional(),
  /** Digits after the second the file gives these figures to; absent: to the millisecond. */
  decimals: z.number().int().min(0).max(3).optional(),
});
export type OfficialFigures = z.infer<typeof officialFiguresSchema>;

/** What a race was, as its results file says (issue 29): "2wd Buggy Open" · "B Main" · round 3. */
export const RACE_KINDS = ['practice', 'qualifier', 'heat', 'main'] as const;
export type RaceKind = (typeof RACE_KINDS)[number];

/** Behind someone at the finish: whole laps down, and the time behind (at the same lap count when laps down is 0). */
export const raceGapSchema = z.object({ laps: z.number().int().min(0), ms: z.number().int() });
export type RaceGap = z.infer<typeof raceGapSchema>;

export const raceIdentitySchema = z.object({
  /** The race's full name as the file gives it. */
  fullName: z.string().max(200),
  /** The class: "2wd Buggy Open", "1/8 Nitro Buggy"; null when the name does not say. */
  className: z.string().max(200).nullable(),
  /** The race within the class: "B Main", "Heat 2", "Qualifier 3". */
  raceName: z.string().max(200),
  kind: z.enum(RACE_KINDS).nullable(),
  round: z.string().max(100).nullable(),
  /** Finishing position and the field's size. */
  position: z.number().int().positive().nullable(),
  drivers: z.number().int().min(0).max(100_000),
  gapToWinner: raceGapSchema.nullable(),
  gapToAhead: raceGapSchema.nullable(),
  /** The event and track the file names, beside what the racer chose for the run. */
  fileEvent: z.string().max(200).nullable(),
  fileTrack: z.string().max(200).nullable(),
  /** What the import could not take as read, in plain words (the grid disagreeing with the summary). */
  note: z.string().max(1000).nullable(),
});
export type RaceIdentity = z.infer<typeof raceIdentitySchema>;

/** One driver of the race a run was imported from (the result is public): the run page draws the field. */
export const fieldDriverSchema = z.object({
  name: z.string().max(200),
  carNumber: z.string().max(100).nullable(),
  position: z.number().int().positive().nullable(),
  /** Lap times in ms, in order, lap 1 first (a start segment where the race has one). */
  lapsMs: z.array(lapTime).max(MAX_LAPS),
  official: officialFiguresSchema.nullable(),
  /** The racer's own driver. */
  me: z.boolean(),
});
export type FieldDriver = z.infer<typeof fieldDriverSchema>;
/** A race's field as a run keeps it: at most this many drivers. */
export const MAX_FIELD_DRIVERS = 60;
export const raceFieldSchema = z.array(fieldDriverSchema).max(MAX_FIELD_DRIVERS);

/** A run in a list: everything but its laps. */
export const runSummarySchema = z.object({
  id: z.number().int(),
  /** Null once the car is deleted: its runs stay. */
  rcCarId: z.number().int().nullable(),
  setupSheetId: z.number().int().nullable(),
  setupVersion: z.number().int().nullable(),
  escSetupId: z.number().int().nullable(),
  escVersion: z.number().int().nullable(),
  date: z.string(),
  trackName: z.string(),
  eventName: z.string().nullable(),
  session: z.enum(RUN_SESSIONS),
  round: z.string().nullable(),
  trackSurface: z.string().nullable(),
  trackConditions: z.string().nullable(),
  airTempC: z.number().nullable(),
  trackTempC: z.number().nullable(),
  humidityPct: z.number().nullable(),
  tyres: z.string().nullable(),
  rating: z.number().int().nullable(),
  notes: z.string().nullable(),
  source: z.enum(RUN_SOURCES),
  /** Lap 1 is a start segment (the timing system counts it; best, clean and chart leave it out). */
  startSegment: z.boolean(),
  stats: lapStatsSchema,
  official: officialFiguresSchema.nullable(),
  /** The race an imported run was: class, race, round, position, gaps; null for a run logged by hand. */
  race: raceIdentitySchema.nullable(),
  clientRef: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RunSummary = z.infer<typeof runSummarySchema>;

/** One run: its laps and the tyre sets it used, oldest named first. */
export const runSchema = runSummarySchema.extend({
  laps: z.array(lapSchema),
  tyreSetIds: z.array(z.number().int()),
  /** The race's drivers, the racer among them; null for a run logged by hand. */
  field: raceFieldSchema.nullable(),
});
export type Run = z.infer<typeof runSchema>;

/** A car's page lists its newest runs first, this many at a time ("Show older runs" loads the next page). */
export const RUN_LIST_PAGE = 100;

/** GET /api/runs?rcCarId=&track=&from=&to=&limit=&cursor= (paging as every list: schemas/paging.ts). */
export const runListQuerySchema = pageQuerySchema.extend({
  rcCarId: z.coerce
    .number({ error: 'Invalid vehicle' })
    .int('Invalid vehicle')
    .positive('Invalid vehicle')
    .max(2_147_483_647, 'Invalid vehicle')
    .optional(),
  track: z.string().trim().max(100, 'Track must be at most 100 characters').optional(),
  from: runDateSchema.optional(),
  to: runDateSchema.optional(),
});
export type RunListQuery = z.infer<typeof runListQuerySchema>;
