import { z } from 'zod';
import { VEHICLE_DRIVETRAINS, VEHICLE_SCALES } from '../constants/vehicles';
import { optionalCarId } from './common';

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

export const questionsQuerySchema = z.object({
  goalId: z.string({ error: 'No goal selected' }).trim().min(1, 'No goal selected'),
});

/** A car class for analyses without a saved car (visitors, or "any 1:8 nitro buggy"). */
export const vehicleClassSchema = z.object({
  scale: z.enum(VEHICLE_SCALES).nullish(),
  drivetrain: z.enum(VEHICLE_DRIVETRAINS).nullish(),
  power: z.enum(POWERTRAINS).nullish(),
});
export type VehicleClass = z.infer<typeof vehicleClassSchema>;

/** POST /api/tuning/analyse (DESIGN: `{ goalId, handlingResponses, rcCarId? }`, plus an optional class). */
export const analyseRequestSchema = z.object({
  goalId: z.string({ error: 'No goal selected' }).trim().min(1, 'No goal selected'),
  handlingResponses: z.record(z.string(), z.string({ error: 'Each answer must be an option id' }), {
    error: 'Please answer every question',
  }),
  rcCarId: optionalCarId,
  vehicle: vehicleClassSchema.nullish(),
});
export type AnalyseRequest = z.input<typeof analyseRequestSchema>;

export const detailedInfoSchema = z.object({
  howToAdjust: z.string(),
  effects: z.object({ positive: z.array(z.string()), negative: z.array(z.string()) }),
  relatedAdjustments: z.array(z.string()).optional(),
  tips: z.array(z.string()).optional(),
});
export type DetailedInfo = z.infer<typeof detailedInfoSchema>;

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
