import type { z } from 'zod';
import type {
  AnalysisResult,
  analyseRequestSchema,
  TuningGoal,
  TuningQuestion,
} from '../../shared/schemas/tuning';
import { describeVehicleFacts, inferVehicleFacts, type VehicleFacts } from '../../shared/vehicle-class';
import type { Db } from '../db';
import { AppError, badRequest, notFound } from '../errors';
import { analyse, type EngineInput, type SetupValues } from '../tuning/engine';
import { GOALS, GOALS_BY_ID, questionsOf } from '../tuning/knowledge-base';
import type { TuningGoalDef, TuningOptionDef } from '../tuning/types';
import { getCar } from './cars';
import { listEscSetups } from './esc-setups';
import { listSetupSheets } from './setup-sheets';

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

export function listQuestions(goalId: string): TuningQuestion[] {
  return questionsOf(findGoal(goalId)).map((q) => ({
    id: q.id,
    question: q.question,
    options: q.options.map(({ id, text }) => ({ id, text })),
  }));
}

/** Every question of the goal answered with one of its own options; anything else is a 400. */
function readAnswers(goal: TuningGoalDef, responses: Record<string, string>): TuningOptionDef[] {
  const questions = questionsOf(goal);
  for (const id of Object.keys(responses)) {
    if (!questions.some((q) => q.id === id))
      throw badRequest(`Unknown question "${id}" for ${goal.name}`, 'unknown_question');
  }
  const answers: TuningOptionDef[] = [];
  const unanswered: string[] = [];
  for (const q of questions) {
    const chosen = responses[q.id];
    if (chosen === undefined || chosen === '') {
      unanswered.push(q.id);
      continue;
    }
    const option = q.options.find((o) => o.id === chosen);
    if (!option) throw badRequest(`Unknown answer "${chosen}" to "${q.question}"`, 'unknown_option');
    answers.push(option);
  }
  if (unanswered.length)
    throw new AppError(
      400,
      `Please answer every question (${questions.length - unanswered.length} of ${questions.length} answered)`,
      'missing_answers',
    );
  return answers;
}

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
 * POST /api/tuning/analyse. With rcCarId the racer must be signed in and own the car (404 otherwise,
 * as for any record that is not theirs); its installed setup sheet and ESC setup give current values.
 * Without it, an optional car class (scale, drivetrain, power) tailors the advice; visitors may call it.
 */
export async function analyseHandling(
  db: Db,
  userId: number | null,
  body: AnalyseBody,
): Promise<AnalysisResult> {
  const goal = findGoal(body.goalId);
  const answers = readAnswers(goal, body.handlingResponses);
  const input: EngineInput = { goal, answers, vehicle: null, sheet: null, esc: null };
  if (body.rcCarId != null) {
    if (userId === null) throw notFound('Vehicle not found');
    const car = await getCar(db, userId, body.rcCarId);
    const label = `${car.manufacturer} ${car.model}`;
    const facts = inferVehicleFacts(car);
    assertPowertrain(goal, facts, label);
    const [sheets, escs] = await Promise.all([listSetupSheets(db, userId), listEscSetups(db, userId)]);
    const installed = <T extends { rcCarId: number | null; isCurrentlyInstalled: boolean }>(list: T[]) =>
      list.find((s) => s.isCurrentlyInstalled && s.rcCarId === car.id);
    const sheet = installed(sheets);
    const esc = installed(escs);
    input.vehicle = { label, facts, isSavedCar: true };
    input.sheet = sheet ? toSetupValues(sheet) : null;
    input.esc = esc ? toSetupValues(esc) : null;
  } else if (body.vehicle) {
    const facts: VehicleFacts = {
      scale: body.vehicle.scale ?? null,
      drivetrain: body.vehicle.drivetrain ?? (body.vehicle.scale === '1:8' ? '4WD' : null),
      power: body.vehicle.power ?? (body.vehicle.scale === '1:10' ? 'electric' : null),
      vehicleClass: null,
    };
    const described = describeVehicleFacts(facts);
    if (described) {
      const label = `${described} car`;
      assertPowertrain(goal, facts, label);
      input.vehicle = { label, facts, isSavedCar: false };
    }
  }
  return analyse(input);
}
