import type { Difficulty, Direction, Impact } from '../../shared/schemas/tuning';

/**
 * The wizard's knowledge base is data, not code: goals ask questions, each answer raises tags
 * (what the driver feels: `entry`, `push`, `bumps:rough`, …), the car and its installed sheet add
 * context tags (`drive:4wd`, `power:nitro`, `grip:high`, …), and rules map tags to changes.
 * The engine (engine.ts) only evaluates these records; it never branches on a goal.
 */

/** A fact about the situation. Tags with a colon belong to an exclusive group (`grip:high`). */
export type Tag = string;

export interface Condition {
  /** Every one of these tags must be present. */
  all?: readonly Tag[];
  /** At least one of these must be present. */
  any?: readonly Tag[];
  /** None of these may be present. */
  none?: readonly Tag[];
}

export interface TuningOptionDef {
  id: string;
  text: string;
  /** What this answer tells the engine. An empty list marks a neutral answer ("it's fine"). */
  tags: readonly Tag[];
}

export interface TuningQuestionDef {
  id: string;
  question: string;
  options: readonly TuningOptionDef[];
  /**
   * A context question (the car, the track) rather than a symptom: its answers may reorder advice
   * but never add a change of their own (engine.ts, "context reorders, never adds").
   */
  context?: boolean;
  /**
   * The exclusive tag group this question settles (`grip`, `drive`, …): when the car or its installed
   * sheet already says it, the question is not asked again.
   */
  settles?: string;
}

export interface TuningGoalDef {
  id: string;
  name: string;
  description: string;
  /** Goals about one power source only (ESC, nitro engine); null for chassis goals. */
  powertrain: 'nitro' | 'electric' | null;
  /** Facts the goal itself states (a high-grip goal implies `grip:high`). */
  implies: readonly Tag[];
  questionIds: readonly string[];
}

/** A text that differs by the car's scale; with the scale unknown both are shown. */
export interface ScaleText {
  '1:8': string;
  '1:10': string;
}

export interface DetailedInfoDef {
  howToAdjust: string;
  effects: { positive: readonly string[]; negative: readonly string[] };
  relatedAdjustments?: readonly string[];
  tips?: readonly string[];
}

/** One concrete change to one parameter in one direction, with everything a racer needs to do it. */
export interface ChangeDef {
  id: string;
  parameter: string;
  direction: Direction;
  /** Extra tags the change needs beyond its parameter's (a clutch-bell change needs `power:nitro`). */
  requires?: readonly Tag[];
  title: string;
  impact: Impact;
  difficulty: Difficulty;
  /** What to do when the current value is unknown: a concrete, typical step (per scale where it differs). */
  suggestion: string | ScaleText;
  /**
   * Answers this change would contradict (a bigger clutch bell while the racer reports a hot engine):
   * when any of these tags is present the change is never recommended.
   */
  blockedBy?: readonly Tag[];
  detailedInfo: DetailedInfoDef;
}

/** A published cause-and-effect: when these facts hold, this change helps, with this weight. */
export interface RuleDef {
  id: string;
  change: string;
  when: Condition;
  /** 1 = helps, 2 = a usual fix, 3 = the textbook fix for this symptom. */
  weight: number;
  reasoning: string;
  /** The book and section this rule follows ("XRAY XB8 set-up book: Differentials"). */
  source?: string;
}

/** One family of rules (shocks, springs, diffs, …) and the published source it follows. */
export interface RuleFamily {
  id: string;
  name: string;
  /** The set-up books and guides the family follows (also written in the file's comment). */
  sources: readonly string[];
  changes: readonly ChangeDef[];
  rules: readonly RuleDef[];
}

export interface MaintenanceTipDef {
  id: string;
  when: Condition;
  text: string;
}
