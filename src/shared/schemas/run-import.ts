import { z } from 'zod';
import {
  type Lap,
  lapStatsSchema,
  MAX_IMPORT_TEXT,
  officialFiguresSchema,
  RACE_KINDS,
  RUN_SESSIONS,
  runCarIdSchema,
  runDateSchema,
  runDetailsSchema,
  runSchema,
  trackNameSchema,
} from './run';

/**
 * Importing runs from a timing system's result file (issues 16 and 29): the preview of every race
 * and driver, one driver's run, and a whole file's runs in one go. The run itself is run.ts's.
 */
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
  rcCarId: runCarIdSchema,
  /** Left out: what the race's name says (A Main → main), else practice. */
  session: z.enum(RUN_SESSIONS, { error: 'Session must be practice, qualifier, main or test' }).optional(),
  date: runDateSchema.optional(),
  trackName: trackNameSchema.optional(),
});
export type RunImportInput = z.input<typeof runImportSchema>;

/** A whole file's runs in one go: at most this many picks (a night's printout holds a dozen races). */
export const MAX_IMPORT_PICKS = 50;

/**
 * POST /api/runs/import/batch (issue 29): several drivers of a file (the racer's own in every race
 * they ran), each as a run on the car, with the same details. Each pick imports or is listed as
 * skipped with its reason; one unreadable race never stops the others.
 */
export const runImportBatchSchema = runImportSchema.omit({ race: true, driver: true }).extend({
  picks: z
    .array(
      z.object({
        race: z.number({ error: 'Choose a race' }).int('Choose a race').min(0, 'Choose a race'),
        driver: z.number({ error: 'Choose a driver' }).int('Choose a driver').min(0, 'Choose a driver'),
      }),
      { error: 'Choose the races to import' },
    )
    .min(1, 'Choose at least one race')
    .max(MAX_IMPORT_PICKS, `Choose at most ${MAX_IMPORT_PICKS} races at once`),
});
export type RunImportBatchInput = z.input<typeof runImportBatchSchema>;

/**
 * POST /api/runs/import/batch's answer: the runs imported (in the picks' order) and each pick that
 * was not, by its race and driver number in the file, with why ("already imported: your run #12").
 */
export const runImportBatchResultSchema = z.object({
  runs: z.array(runSchema),
  skipped: z.array(z.object({ race: z.number().int(), driver: z.number().int(), message: z.string() })),
});
export type RunImportBatchResult = z.infer<typeof runImportBatchResultSchema>;

export const previewDriverSchema = z.object({
  name: z.string(),
  transponder: z.string().optional(),
  carNumber: z.string().optional(),
  /** As the file has them: a lap a run cannot hold (0 s, over 30 min) shows here and is refused at import. */
  laps: z.array(z.object({ lapNo: z.number(), timeMs: z.number(), decimals: z.number().optional() })),
  stats: lapStatsSchema,
  official: officialFiguresSchema.optional(),
  suggested: z.boolean(),
  /** Present when only the first laps are shown: how many the file holds (stats are on those shown). */
  lapsInFile: z.number().optional(),
  /** Finishing position, where the file gives one. */
  position: z.number().optional(),
  /** What does not read as it should for this driver, in plain words (imports with the official figures). */
  note: z.string().optional(),
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
      className: z.string().optional(),
      raceName: z.string().optional(),
      kind: z.enum(RACE_KINDS).optional(),
      /** Lap 1 is a start segment in this race, as the timing system counts it. */
      startSegment: z.boolean(),
      drivers: z.array(previewDriverSchema),
      /** Present when only the first drivers are shown: how many the race has in the file. */
      driversInFile: z.number().optional(),
    }),
  ),
  /** Present when only the first races are shown: how many the file holds. */
  racesInFile: z.number().optional(),
  /** The parts of the file that could not be read, each named, with why; the rest imports. */
  unread: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
  /** What was left out of the preview and why, in a racer's words; absent when nothing was. */
  notes: z.array(z.string()).optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
