import type { AnalysisResult } from '../../../shared/schemas/tuning';
import type { VehicleFacts } from '../../../shared/vehicle-class';
import { factsFromAnswers, trackTags, vehicleTags } from '../context';
import { analyse, type SetupValues } from '../engine';
import { GOALS_BY_ID, questionsOf } from '../knowledge-base';
import { CONTEXT_QUESTION_IDS } from '../questions-context';

/**
 * A row of the scenario table (issue 17): what a racer describes on which car, and what the set-up
 * books say to change first. Written from the books, not from the engine's answers.
 */
export interface Scenario {
  name: string;
  goal: string;
  /** Option ids of the goal's symptom questions, in any order (the car's kind comes from `car`). */
  answers: string[];
  car: VehicleFacts;
  /** The books' first change for this symptom and car (`parameter:direction`): the headline. */
  first: string;
  /** Other changes the books list that must be among the recommendations shown. */
  also?: string[];
  /**
   * The books' order after the headline (issue 32): each must be in the full list, in this order,
   * and never its opposite.
   */
  order?: string[];
  /** The book and section the row follows. */
  source: string;
  /** Set when the engine is known to disagree, and why: counted against the pass rate. */
  knownMiss?: string;
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
export const NITRO_TRUGGY: VehicleFacts = { ...NITRO_8, vehicleClass: 'truggy' };
export const ELECTRIC_TRUGGY: VehicleFacts = { ...ELECTRIC_8, vehicleClass: 'truggy' };

/**
 * Runs the engine for a goal with its answers (option ids, in any order). Every symptom question of
 * the goal must be answered; the car's kind comes from `facts` (the context questions' answers may
 * be given instead, as a visitor would).
 */
export function run(
  goalId: string,
  optionIds: readonly string[],
  facts: VehicleFacts | null = null,
  sheet: SetupValues | null = null,
): AnalysisResult {
  const goal = GOALS_BY_ID.get(goalId);
  if (!goal) throw new Error(`no goal ${goalId}`);
  const questions = questionsOf(goal, [
    ...vehicleTags(facts),
    ...trackTags(sheet?.trackSurface, sheet?.trackConditions),
  ]);
  const answers = optionIds.map((id) => {
    const option = questionsOf(goal)
      .flatMap((q) => q.options)
      .find((o) => o.id === id);
    if (!option) throw new Error(`${goalId} has no option ${id}`);
    return option;
  });
  const unanswered = questions.filter(
    (q) => !CONTEXT_QUESTION_IDS.includes(q.id) && !q.options.some((o) => optionIds.includes(o.id)),
  );
  if (unanswered.length) throw new Error(`${goalId}: unanswered ${unanswered.map((q) => q.id).join(', ')}`);
  // As the service does: without a car, the context answers say what the car is.
  const known = factsFromAnswers(facts, [...goal.implies, ...answers.flatMap((a) => a.tags)]);
  const anything = Object.values(known).some((v) => v !== null);
  return analyse({
    goal,
    answers,
    vehicle: anything ? { label: 'test car', facts: known, isSavedCar: sheet !== null } : null,
    sheet,
    esc: null,
  });
}

export const ids = (r: AnalysisResult, list: 'recommendations' | 'allRecommendations' = 'recommendations') =>
  r[list].map((x) => `${x.parameter}:${x.direction}`);
