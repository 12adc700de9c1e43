import { z } from 'zod';
import { VEHICLE_CLASSES, VEHICLE_DRIVETRAINS, VEHICLE_SCALES } from '../constants/vehicles';
import { IMPACT_VERDICTS } from '../impact-verdict';
import { MAX_ID, optionalCarId } from './common';
import { VERSION_OUTCOMES } from './setup-version';

/** How a recommendation moves its parameter; each parameter uses one opposite pair of these. */
export const DIRECTIONS = [
  'increase',
  'decrease',
  'softer',
  'stiffer',
  'thinner',
  'thicker',
  'raise',
  'lower',
  'forward',
  'back',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const OPPOSITE_DIRECTION: Readonly<Record<Direction, Direction>> = {
  increase: 'decrease',
  decrease: 'increase',
  softer: 'stiffer',
  stiffer: 'softer',
  thinner: 'thicker',
  thicker: 'thinner',
  raise: 'lower',
  lower: 'raise',
  forward: 'back',
  back: 'forward',
};

export const IMPACTS = ['High', 'Medium', 'Low'] as const;
export type Impact = (typeof IMPACTS)[number];
export const DIFFICULTIES = ['Advanced', 'Medium', 'Easy'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const POWERTRAINS = ['nitro', 'electric'] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/** GET /api/tuning/goals (SPEC §3 "Tuning goal": id, name; plus a line of description). */
export const tuningGoalSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Set for goals about one power source only (ESC, nitro engine). */
  powertrain: z.enum(POWERTRAINS).nullable(),
});
export type TuningGoal = z.infer<typeof tuningGoalSchema>;

/** GET /api/tuning/questions?goalId= (SPEC §3 "Tuning question"). */
export const tuningQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type TuningQuestion = z.infer<typeof tuningQuestionSchema>;

/**
 * GET /api/tuning/questions?goalId=&rcCarId= (issue 17): with a car, the questions its kind and its
 * installed sheet already answer are left out.
 */
export const questionsQuerySchema = z.object({
  goalId: z.string({ error: 'No goal selected' }).trim().min(1, 'No goal selected'),
  rcCarId: z.coerce
    .number({ error: 'Choose one of your vehicles' })
    .int('Choose one of your vehicles')
    .positive('Choose one of your vehicles')
    .max(MAX_ID, 'Choose one of your vehicles')
    .optional(),
});

/**
 * POST /api/tuning/analyse (DESIGN: `{ goalId, handlingResponses, rcCarId? }`). Without a car, the
 * car's kind is answered like any other question (the context questions); with one, its kind wins.
 */
export const analyseRequestSchema = z.object({
  goalId: z.string({ error: 'No goal selected' }).trim().min(1, 'No goal selected'),
  handlingResponses: z.record(z.string(), z.string({ error: 'Each answer must be an option id' }), {
    error: 'Please answer every question',
  }),
  rcCarId: optionalCarId,
});
export type AnalyseRequest = z.input<typeof analyseRequestSchema>;

export const detailedInfoSchema = z.object({
  howToAdjust: z.string(),
  effects: z.object({ positive: z.array(z.string()), negative: z.array(z.string()) }),
  relatedAdjustments: z.array(z.string()).optional(),
  tips: z.array(z.string()).optional(),
  /** The set-up books and sections the advice follows ("XRAY XB8 set-up book: Differentials"). */
  sources: z.array(z.string()).optional(),
});
export type DetailedInfo = z.infer<typeof detailedInfoSchema>;

/** How the track gripped, as the wizard's grip tags say it. */
export const GRIP_LEVELS = ['low', 'medium', 'high'] as const;

/**
 * One earlier change of the same parameter on this car and what the racer found (issue 17; issue 32:
 * the racer's own mark and note count as evidence beside the runs): "You tried thinner front shock
 * oil in v3 and marked it Worse".
 */
export const pastChangeSchema = z.object({
  setupKind: z.enum(['setup-sheet', 'esc-setup']),
  setupId: z.number().int(),
  setupName: z.string(),
  version: z.number().int(),
  /** Which way that change moved the parameter (may be the opposite of the recommendation). */
  direction: z.enum(DIRECTIONS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** When the version was saved (ISO). */
  changedAt: z.string(),
  /** Where it ran: the runs' track, else the setup's own track at that version; null when unknown. */
  trackName: z.string().nullable(),
  /** The surface it ran on (`clay`, `carpet`…), read the way the wizard reads a sheet; null when unknown. */
  surface: z.string().nullable(),
  grip: z.enum(GRIP_LEVELS).nullable(),
  /** Runs on the changed version at that track; 0 when only the racer's mark judges it. */
  runs: z.number().int(),
  /** After − before, top-5 average: negative is faster; null without runs to compare. */
  top5DeltaMs: z.number().nullable(),
  /** What the runs say, noise weighed (issue 29's verdict); null without runs to compare. */
  runsVerdict: z.enum(IMPACT_VERDICTS).nullable(),
  /** The racer's own mark on the version (`untested` when they gave none). */
  mark: z.enum(VERSION_OUTCOMES),
  /** The racer's note on the version ("What did you change and why?"). */
  note: z.string().nullable(),
  /** What the wizard weighs: the racer's mark when they gave one, else the runs' verdict. */
  outcome: z.enum(IMPACT_VERDICTS),
  /** The line the wizard shows. */
  text: z.string(),
});
export type PastChange = z.infer<typeof pastChangeSchema>;

export const fromResultsSchema = z.object({
  /** Whether this racer's evidence backs the recommendation, goes against it, or both (or neither). */
  verdict: z.enum(['supports', 'contradicts', 'mixed']),
  /** Which way the evidence moved the recommendation in the list; null when it stayed. */
  moved: z.enum(['up', 'down']).nullable(),
  /** The sentence shown beside the recommendation ("You tried … in v3 and marked it Worse, so …"). */
  sentence: z.string(),
  /** The sentence when the recommendation was moved down; null when it was not. */
  lowered: z.string().nullable(),
  past: z.array(pastChangeSchema),
});
export type FromResults = z.infer<typeof fromResultsSchema>;

/** SPEC §3 "Recommendation", plus what makes results comparable and appliable. */
export const recommendationSchema = z.object({
  /** Stable per parameter and direction, e.g. `frontShockOil:thinner`. */
  id: z.string(),
  /** The setup field it changes (`frontSpring`, `rearDiffOil`, `boostTiming`) or an engine/chassis item. */
  parameter: z.string(),
  direction: z.enum(DIRECTIONS),
  title: z.string(),
  category: z.string(),
  impact: z.enum(IMPACTS),
  difficulty: z.enum(DIFFICULTIES),
  current: z.string(),
  suggested: z.string(),
  /** The value to write into the setup field when it could be worked out from the current one. */
  newValue: z.string().nullable(),
  reasoning: z.string(),
  detailedInfo: detailedInfoSchema.optional(),
  /** Only with a car whose versions changed this parameter and were marked, or run before and after. */
  fromResults: fromResultsSchema.optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const analysedVehicleSchema = z.object({
  label: z.string(),
  scale: z.enum(VEHICLE_SCALES).nullable(),
  drivetrain: z.enum(VEHICLE_DRIVETRAINS).nullable(),
  power: z.enum(POWERTRAINS).nullable(),
  /** The installed setup sheet the current values came from, if any. */
  setupSheetId: z.number().int().nullable(),
  setupSheetName: z.string().nullable(),
  /** The installed ESC setup ESC values came from, if any. */
  escSetupId: z.number().int().nullable(),
  escSetupName: z.string().nullable(),
  vehicleClass: z.enum(VEHICLE_CLASSES).nullable(),
});
export type AnalysedVehicle = z.infer<typeof analysedVehicleSchema>;

/** SPEC §3 "Analysis result". */
export const analysisResultSchema = z.object({
  goal: z.string(),
  goalId: z.string(),
  summary: z.string(),
  maintenanceTips: z.array(z.string()),
  recommendations: z.array(recommendationSchema),
  allRecommendations: z.array(recommendationSchema),
  vehicle: analysedVehicleSchema.nullable(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;
