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
export const RUN_SOURCES = ['manual', 'import'] as const;
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

export const lapSchema = z.object({
  lapNo: z
    .number({ error: 'Lap number must be a number' })
    .int('Lap number must be a whole number')
    .min(0)
    .max(10_000),
  timeMs: lapTime,
});
export type Lap = z.infer<typeof lapSchema>;

export const lapsSchema = z
  .array(lapSchema, { error: 'Laps must be a list' })
  .min(1, 'Add at least one lap time')
  .max(MAX_LAPS, `A run holds at most ${MAX_LAPS} laps`);

const runDate = z
  .string({ error: 'Date is required' })
  .refine(isCalendarDate, 'Date must be a date (YYYY-MM-DD)');

const trackName = z
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

const carId = z
  .number({ error: 'Choose one of your vehicles' })
  .int('Choose one of your vehicles')
  .positive('Choose one of your vehicles')
  .max(2_147_483_647, 'Choose one of your vehicles');
const newSession = z
  .enum(RUN_SESSIONS, { error: 'Session must be practice, qualifier, main or test' })
  .default('practice');

const runFields = runDetailsSchema.extend({ rcCarId: carId, date: runDate, trackName, laps: lapsSchema });

/** POST /api/runs: a run logged by hand. */
export const runCreateSchema = runFields.extend({ session: newSession });
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
});

/** The figures the results sheet states, beside ours (systems count lap 1 differently). */
export const officialFiguresSchema = z.object({
  laps: z.number(),
  totalMs: z.number().nullable(),
  bestMs: z.number().nullable(),
});
export type OfficialFigures = z.infer<typeof officialFiguresSchema>;

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
  stats: lapStatsSchema,
  official: officialFiguresSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RunSummary = z.infer<typeof runSummarySchema>;

/** One run: its laps and the tyre sets it used, oldest named first. */
export const runSchema = runSummarySchema.extend({
  laps: z.array(lapSchema),
  tyreSetIds: z.array(z.number().int()),
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
  from: runDate.optional(),
  to: runDate.optional(),
});
export type RunListQuery = z.infer<typeof runListQuerySchema>;

const importText = z
  .string({ error: 'Paste a result or choose a file' })
  .min(1, 'Paste a result or choose a file')
  .max(MAX_IMPORT_TEXT, 'A result file must be at most 2 MB');

/** POST /api/runs/import/preview */
export const importPreviewRequestSchema = z.object({ text: importText });

/** POST /api/runs/import: one driver of one race, as a run. Date and track default from the file. */
export const runImportSchema = runDetailsSchema.extend({
  text: importText,
  race: z.number({ error: 'Choose a race' }).int('Choose a race').min(0, 'Choose a race').default(0),
  driver: z.number({ error: 'Choose a driver' }).int('Choose a driver').min(0, 'Choose a driver'),
  rcCarId: carId,
  /** Left out: what the race's name says (A Main → main), else practice. */
  session: z.enum(RUN_SESSIONS, { error: 'Session must be practice, qualifier, main or test' }).optional(),
  date: runDate.optional(),
  trackName: trackName.optional(),
});
export type RunImportInput = z.input<typeof runImportSchema>;

export const previewDriverSchema = z.object({
  name: z.string(),
  transponder: z.string().optional(),
  carNumber: z.string().optional(),
  /** As the file has them: a lap a run cannot hold (0 s, over 30 min) shows here and is refused at import. */
  laps: z.array(z.object({ lapNo: z.number(), timeMs: z.number() })),
  stats: lapStatsSchema,
  official: officialFiguresSchema.optional(),
  suggested: z.boolean(),
  /** Present when only the first laps are shown: how many the file holds (stats are on those shown). */
  lapsInFile: z.number().optional(),
});

export const importPreviewSchema = z.object({
  format: z.string(),
  /** What a racer calls the format: "RCScoringPro", "LiveRC", … */
  formatLabel: z.string(),
  event: z.string().optional(),
  track: z.string().optional(),
  date: z.string().optional(),
  races: z.array(
    z.object({
      name: z.string(),
      round: z.string().optional(),
      drivers: z.array(previewDriverSchema),
      /** Present when only the first drivers are shown: how many the race has in the file. */
      driversInFile: z.number().optional(),
    }),
  ),
  /** Present when only the first races are shown: how many the file holds. */
  racesInFile: z.number().optional(),
  /** What was left out of the preview and why, in a racer's words; absent when nothing was. */
  notes: z.array(z.string()).optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
