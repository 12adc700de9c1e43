import { GOALS } from './goals';
import { HANDLING_QUESTIONS, TRACK_QUESTIONS } from './questions';
import { CONTEXT_QUESTIONS } from './questions-context';
import { SPECIAL_QUESTIONS } from './questions-more';
import { POWER_QUESTIONS } from './questions-power';
import { chassis } from './rules/chassis';
import { clutch } from './rules/clutch';
import { diffs } from './rules/diffs';
import { electric } from './rules/electric';
import { escBrakes } from './rules/esc-brakes';
import { escThrottle } from './rules/esc-throttle';
import { gearing } from './rules/gearing';
import { frontGeometry } from './rules/geometry-front';
import { rearGeometry } from './rules/geometry-rear';
import { nitro } from './rules/nitro';
import { shockParts } from './rules/shock-parts';
import { shocks } from './rules/shocks';
import { shocksRough } from './rules/shocks-rough';
import { springs } from './rules/springs';
import { swayBars } from './rules/sway-bars';
import { tyres } from './rules/tyres';
import { weight } from './rules/weight';
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
  escThrottle,
  escBrakes,
  gearing,
  clutch,
  shockParts,
  tyres,
  weight,
  shocksRough,
];

export const QUESTIONS: readonly TuningQuestionDef[] = [
  ...CONTEXT_QUESTIONS,
  ...TRACK_QUESTIONS,
  ...HANDLING_QUESTIONS,
  ...SPECIAL_QUESTIONS,
  ...POWER_QUESTIONS,
];

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((i) => [i.id, i]));

export const GOALS_BY_ID: ReadonlyMap<string, TuningGoalDef> = byId(GOALS);
export const QUESTIONS_BY_ID: ReadonlyMap<string, TuningQuestionDef> = byId(QUESTIONS);
/** Answers about the car and the track, which reorder advice but never add a change (engine.ts). */
export const CONTEXT_OPTION_IDS: ReadonlySet<string> = new Set(
  QUESTIONS.filter((q) => q.context).flatMap((q) => q.options.map((o) => o.id)),
);
export const CHANGES: readonly ChangeDef[] = FAMILIES.flatMap((f) => f.changes);
export const CHANGES_BY_ID: ReadonlyMap<string, ChangeDef> = byId(CHANGES);
/** Each rule with the family it belongs to. */
export const RULES: ReadonlyArray<RuleDef & { family: string }> = FAMILIES.flatMap((f) =>
  f.rules.map((r) => ({ ...r, family: f.id })),
);

export { GOALS };

const groupOf = (tag: string) => (tag.includes(':') ? tag.slice(0, tag.indexOf(':')) : null);

/**
 * The questions of a goal, in its order: the car's kind first (CONTEXT_QUESTIONS), then the goal's
 * own. `known` are tags already settled (the car's kind, the installed sheet's track, the goal's
 * own); a question that settles one of their groups is not asked again.
 */
export function questionsOf(goal: TuningGoalDef, known: Iterable<string> = []): TuningQuestionDef[] {
  const settled = new Set([...known, ...goal.implies].map(groupOf).filter((g): g is string => g !== null));
  const ids = [...CONTEXT_QUESTIONS.map((q) => q.id), ...goal.questionIds];
  return ids
    .map((id) => {
      const q = QUESTIONS_BY_ID.get(id);
      if (!q) throw new Error(`goal ${goal.id} references unknown question ${id}`);
      return q;
    })
    .filter((q) => !q.settles || !settled.has(q.settles));
}
