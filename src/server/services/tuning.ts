import type { z } from 'zod';
import { kitFor } from '../../shared/constants/kit-parts';
import type { EscSetup } from '../../shared/schemas/esc-setup';
import type { SetupSheet } from '../../shared/schemas/setup-sheet';
import type {
  AnalysisResult,
  analyseRequestSchema,
  TuningGoal,
  TuningQuestion,
} from '../../shared/schemas/tuning';
import { describeVehicleFacts, inferVehicleFacts, type VehicleFacts } from '../../shared/vehicle-class';
import type { Db } from '../db';
import { AppError, badRequest, notFound } from '../errors';
import { factsFromAnswers, trackTags, vehicleTags } from '../tuning/context';
import { analyse, type EngineInput, type SetupValues } from '../tuning/engine';
import { GOALS, GOALS_BY_ID, questionsOf } from '../tuning/knowledge-base';
import type { TuningGoalDef, TuningOptionDef } from '../tuning/types';
import { getCar } from './cars';
import { ESC } from './esc-setups';
import { SHEETS } from './setup-sheets';
import { installedSetupOf, setupNamesOnCar } from './setups-on-car';
import { pastResults } from './tuning-history';

type AnalyseBody = z.output<typeof analyseRequestSchema>;

/** The wizard's three calls (SPEC §7). The knowledge base and engine in ../tuning/ are pure. */
export function listGoals(): TuningGoal[] {
  return GOALS.map(({ id, name, description, powertrain }) => ({ id, name, description, powertrain }));
}

function findGoal(goalId: string): TuningGoalDef {
  const goal = GOALS_BY_ID.get(goalId);
  if (!goal) throw notFound('Tuning goal not found');
  return goal;
}

/**
 * What the wizard knows before it asks: the chosen car's kind and its installed setups (the racer
 * must own the car: 404 otherwise, as for any record that is not theirs), and the tags they settle.
 */
async function carContext(
  db: Db,
  userId: number | null,
  goal: TuningGoalDef,
  rcCarId: number | null | undefined,
) {
  if (rcCarId == null) return { car: null, known: [] as string[] };
  if (userId === null) throw notFound('Vehicle not found');
  const car = await getCar(db, userId, rcCarId);
  const label = `${car.manufacturer} ${car.model}`;
  const facts = inferVehicleFacts(car);
  assertPowertrain(goal, facts, label);
  // Only what the wizard reads: the two installed setups in full, the names of the others.
  const [sheet, esc, sheets, escs] = await Promise.all([
    installedSetupOf<SetupSheet>(db, SHEETS, userId, car.id),
    installedSetupOf<EscSetup>(db, ESC, userId, car.id),
    setupNamesOnCar(db, SHEETS, userId, car.id),
    setupNamesOnCar(db, ESC, userId, car.id),
  ]);
  const known = [...vehicleTags(facts), ...trackTags(sheet?.trackSurface, sheet?.trackConditions)];
  return {
    car: {
      id: car.id,
      label,
      facts,
      kit: kitFor(car.manufacturer, car.model),
      sheet: sheet ? toSetupValues(sheet) : null,
      esc: esc ? toSetupValues(esc) : null,
      /** Every setup on the car, installed or not: their history is what the wizard learns from. */
      setups: { sheets, escs },
    },
    known,
  };
}

export async function listQuestions(
  db: Db,
  userId: number | null,
  query: { goalId: string; rcCarId?: number | null },
): Promise<TuningQuestion[]> {
  const goal = findGoal(query.goalId);
  const { known } = await carContext(db, userId, goal, query.rcCarId);
  return questionsOf(goal, known).map((q) => ({
    id: q.id,
    question: q.question,
    options: q.options.map(({ id, text }) => ({ id, text })),
  }));
}

/**
 * Every question still asked answered with one of its own options; anything else is a 400. An
 * answer to a question the car already settles (its scale, say) is accepted and ignored: the car's
 * own kind wins.
 */
function readAnswers(
  goal: TuningGoalDef,
  known: readonly string[],
  responses: Record<string, string>,
): TuningOptionDef[] {
  const all = questionsOf(goal);
  const asked = new Set(questionsOf(goal, known).map((q) => q.id));
  const answers: TuningOptionDef[] = [];
  const unanswered: string[] = [];
  for (const id of Object.keys(responses)) {
    if (!all.some((q) => q.id === id))
      throw badRequest(`Unknown question "${id}" for ${goal.name}`, 'unknown_question');
  }
  for (const q of all) {
    const chosen = responses[q.id];
    if (chosen === undefined || chosen === '') {
      if (asked.has(q.id)) unanswered.push(q.id);
      continue;
    }
    const option = q.options.find((o) => o.id === chosen);
    if (!option) throw badRequest(`Unknown answer "${chosen}" to "${q.question}"`, 'unknown_option');
    if (asked.has(q.id) || !q.context || !SETTLED_BY_CAR.has(q.settles ?? '')) answers.push(option);
  }
  if (unanswered.length)
    throw new AppError(
      400,
      `Please answer every question (${asked.size - unanswered.length} of ${asked.size} answered)`,
      'missing_answers',
    );
  return answers;
}

/** The groups a car's kind settles: answers to them never override the car. */
const SETTLED_BY_CAR = new Set(['class', 'scale', 'drive', 'power']);

const toSetupValues = (s: Record<string, unknown> & { id: number; name: string }): SetupValues => ({
  id: s.id,
  name: s.name,
  trackSurface: (s.trackSurface as string | null) ?? null,
  trackConditions: (s.trackConditions as string | null) ?? null,
  values: s as Record<string, string | null>,
});

function assertPowertrain(goal: TuningGoalDef, facts: VehicleFacts, label: string) {
  if (goal.powertrain && facts.power && facts.power !== goal.powertrain)
    throw badRequest(
      `${goal.name} is for ${goal.powertrain} cars; the ${label} is ${facts.power}`,
      'wrong_powertrain',
    );
}

/**
 * POST /api/tuning/analyse. With rcCarId the racer must be signed in and own the car (404 otherwise);
 * its kind wins, and its installed setup sheet and ESC setup give current values. Without it, the
 * context questions say what the car is; visitors may call it.
 */
export async function analyseHandling(
  db: Db,
  userId: number | null,
  body: AnalyseBody,
): Promise<AnalysisResult> {
  const goal = findGoal(body.goalId);
  const { car, known } = await carContext(db, userId, goal, body.rcCarId);
  const answers = readAnswers(goal, known, body.handlingResponses);
  const answered = factsFromAnswers(car?.facts ?? null, [...goal.implies, ...answers.flatMap((a) => a.tags)]);
  // What the car's kit lacks (no slipper on an EB48) stays a fact of the car for the engine.
  const facts = car?.facts.lacks ? { ...answered, lacks: car.facts.lacks } : answered;
  const described = describeVehicleFacts(facts);
  const className = facts.vehicleClass ?? 'car';
  const input: EngineInput = {
    goal,
    answers,
    vehicle: car
      ? { label: car.label, facts, isSavedCar: true, kit: car.kit }
      : described || facts.vehicleClass
        ? { label: `${described} ${className}`.trim(), facts, isSavedCar: false }
        : null,
    sheet: car?.sheet ?? null,
    esc: car?.esc ?? null,
    // Only with a car of the racer's own (carContext checked it): their setups' versions and runs.
    history: car && userId !== null ? await pastResults(db, userId, car.setups) : undefined,
  };
  return analyse(input);
}
