import type { AnalysisResult } from '../../../shared/schemas/tuning';
import type { VehicleFacts } from '../../../shared/vehicle-class';
import { analyse, type SetupValues } from '../engine';
import { GOALS_BY_ID, questionsOf } from '../knowledge-base';

/** A handling complaint, the car it is about, and the changes the wizard must suggest. */
export interface Scenario {
  name: string;
  goal: string;
  answers: string[];
  car?: VehicleFacts;
  expect: string[];
}

export const NITRO_8: VehicleFacts = { scale: '1:8', drivetrain: '4WD', power: 'nitro', vehicleClass: null };
export const ELECTRIC_8: VehicleFacts = {
  scale: '1:8',
  drivetrain: '4WD',
  power: 'electric',
  vehicleClass: null,
};
export const TWO_WD_10: VehicleFacts = {
  scale: '1:10',
  drivetrain: '2WD',
  power: 'electric',
  vehicleClass: null,
};
export const FOUR_WD_10: VehicleFacts = {
  scale: '1:10',
  drivetrain: '4WD',
  power: 'electric',
  vehicleClass: null,
};

/** Runs the engine for a goal with its answers given in question order (option ids). */
export function run(
  goalId: string,
  optionIds: readonly string[],
  facts: VehicleFacts | null = null,
  sheet: SetupValues | null = null,
): AnalysisResult {
  const goal = GOALS_BY_ID.get(goalId);
  if (!goal) throw new Error(`no goal ${goalId}`);
  const questions = questionsOf(goal);
  if (optionIds.length !== questions.length)
    throw new Error(`${goalId} has ${questions.length} questions, got ${optionIds.length} answers`);
  const answers = questions.map((q, i) => {
    const option = q.options.find((o) => o.id === optionIds[i]);
    if (!option) throw new Error(`${q.id} has no option ${optionIds[i]}`);
    return option;
  });
  return analyse({
    goal,
    answers,
    vehicle: facts ? { label: 'test car', facts, isSavedCar: sheet !== null } : null,
    sheet,
    esc: null,
  });
}

export const ids = (r: AnalysisResult, list: 'recommendations' | 'allRecommendations' = 'recommendations') =>
  r[list].map((x) => `${x.parameter}:${x.direction}`);
