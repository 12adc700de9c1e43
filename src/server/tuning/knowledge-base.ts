import { GOALS } from './goals';
import { HANDLING_QUESTIONS, TRACK_QUESTIONS } from './questions';
import { SPECIAL_QUESTIONS } from './questions-more';
import { chassis } from './rules/chassis';
import { diffs } from './rules/diffs';
import { electric } from './rules/electric';
import { frontGeometry } from './rules/geometry-front';
import { rearGeometry } from './rules/geometry-rear';
import { nitro } from './rules/nitro';
import { shocks } from './rules/shocks';
import { springs } from './rules/springs';
import { swayBars } from './rules/sway-bars';
import type { ChangeDef, RuleDef, RuleFamily, TuningGoalDef, TuningQuestionDef } from './types';

/** Every rule family, in the order their advice is listed when scores tie. */
export const FAMILIES: readonly RuleFamily[] = [
  diffs,
  shocks,
  springs,
  swayBars,
  frontGeometry,
  rearGeometry,
  chassis,
  electric,
  nitro,
];

export const QUESTIONS: readonly TuningQuestionDef[] = [
  ...TRACK_QUESTIONS,
  ...HANDLING_QUESTIONS,
  ...SPECIAL_QUESTIONS,
];

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((i) => [i.id, i]));

export const GOALS_BY_ID: ReadonlyMap<string, TuningGoalDef> = byId(GOALS);
export const QUESTIONS_BY_ID: ReadonlyMap<string, TuningQuestionDef> = byId(QUESTIONS);
export const CHANGES: readonly ChangeDef[] = FAMILIES.flatMap((f) => f.changes);
export const CHANGES_BY_ID: ReadonlyMap<string, ChangeDef> = byId(CHANGES);
/** Each rule with the family it belongs to. */
export const RULES: ReadonlyArray<RuleDef & { family: string }> = FAMILIES.flatMap((f) =>
  f.rules.map((r) => ({ ...r, family: f.id })),
);

export { GOALS };

/** The questions of a goal, in its order. */
export function questionsOf(goal: TuningGoalDef): TuningQuestionDef[] {
  return goal.questionIds.map((id) => {
    const q = QUESTIONS_BY_ID.get(id);
    if (!q) throw new Error(`goal ${goal.id} references unknown question ${id}`);
    return q;
  });
}
