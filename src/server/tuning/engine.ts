import type { KitCatalogue } from '../../shared/constants/kit-parts';
import type { VehicleScale } from '../../shared/constants/vehicles';
import {
  type AnalysedVehicle,
  type AnalysisResult,
  DIFFICULTIES,
  IMPACTS,
  type Recommendation,
} from '../../shared/schemas/tuning';
import type { VehicleFacts } from '../../shared/vehicle-class';
import { deriveTags, mergeTags, trackTags, vehicleTags } from './context';
import { readFromSheet, suitedTyres, tyresLast } from './installed-tyres';
import { stepSetting } from './kit-step';
import { CHANGES_BY_ID, CONTEXT_OPTION_IDS, FAMILIES, RULES } from './knowledge-base';
import { learnFromResults, type PastResults } from './learn';
import { MAINTENANCE_TIPS, MAX_TIPS } from './maintenance';
import { type ParameterDef, parameterDef } from './parameters';
import { todayOf } from './past-conditions';
import type { ChangeDef, Condition, RuleDef, ScaleText, Tag, TuningGoalDef, TuningOptionDef } from './types';

/** What the engine knows about the car and its installed setups (all optional). */
export interface SetupValues {
  id: number;
  name: string;
  trackSurface?: string | null;
  trackConditions?: string | null;
  values: Readonly<Record<string, string | null | undefined>>;
}

export interface EngineInput {
  goal: TuningGoalDef;
  /** The chosen option of every question of the goal. */
  answers: readonly TuningOptionDef[];
  /** `kit`: the saved car's part catalogue (constants/kit-parts/), which names the next part. */
  vehicle: { label: string; facts: VehicleFacts; isSavedCar: boolean; kit?: KitCatalogue | null } | null;
  sheet: SetupValues | null;
  esc: SetupValues | null;
  /** What earlier changes of each parameter did on the car, newest first (services/tuning-history.ts). */
  history?: PastResults;
  /** Parameters whose part the car's kit does not have (no slipper on an EB48): never advised. */
  lacks?: readonly string[];
}

/** The best few: three, and a fourth when it scores nearly as well as the third. */
const BEST_COUNT = 3;
const FOURTH_RATIO = 0.75;
const MAX_ALL = 12;

export function matches(when: Condition, tags: ReadonlySet<Tag>): boolean {
  return (
    (when.all ?? []).every((t) => tags.has(t)) &&
    (!when.any || when.any.some((t) => tags.has(t))) &&
    !(when.none ?? []).some((t) => tags.has(t))
  );
}

export function tagsFor(input: EngineInput): Set<Tag> {
  const merged = mergeTags([
    trackTags(input.sheet?.trackSurface, input.sheet?.trackConditions),
    vehicleTags(input.vehicle?.facts ?? null),
    input.answers.filter((a) => CONTEXT_OPTION_IDS.has(a.id)).flatMap((a) => a.tags),
    [`goal:${input.goal.id}`, ...input.goal.implies],
    input.answers.filter((a) => !CONTEXT_OPTION_IDS.has(a.id)).flatMap((a) => a.tags),
  ]);
  return deriveTags(merged);
}

/**
 * What the racer says is wrong: the goal and the answers to its symptom questions. The car, the
 * track and the installed sheet are context: they may reorder advice, never add a change that no
 * symptom asked for (a "more steering" analysis gets no centre diff "for harder acceleration").
 */
export function symptomTagsFor(input: EngineInput): Set<Tag> {
  return deriveTags(
    new Set([
      // An ESC goal implies an electric car, a high-grip goal a grippy track: that is what the car and
      // the track are, not what is wrong, so every route to one symptom weighs them alike (issue 32).
      ...input.goal.implies.filter((t) => !CAR_OR_TRACK.test(t)),
      ...input.answers.filter((a) => !CONTEXT_OPTION_IDS.has(a.id)).flatMap((a) => a.tags),
    ]),
  );
}

const CAR_OR_TRACK = /^(power|drive|scale|class|grip|surface|bumps|layout):/;

/** A rule speaks to a symptom when one of the tags it asks for is something the racer said. */
const servesSymptom = (rule: RuleDef, symptoms: ReadonlySet<Tag>) =>
  [...(rule.when.all ?? []), ...(rule.when.any ?? [])].some((t) => symptoms.has(t));

export function scaleOf(tags: ReadonlySet<Tag>): VehicleScale | null {
  if (tags.has('scale:1:8')) return '1:8';
  if (tags.has('scale:1:10')) return '1:10';
  return null;
}

/** A text for the car's scale; with the scale unknown, both, so the racer picks theirs. */
export function forScale(text: string | ScaleText, scale: VehicleScale | null): string {
  if (typeof text === 'string') return text;
  return scale ? text[scale] : `1:8: ${text['1:8']}; 1:10: ${text['1:10']}`;
}

interface Vote {
  change: ChangeDef;
  param: ParameterDef;
  weight: number;
  /** Whether any of its rules speaks to a symptom (else it is context only and cannot win). */
  primary: boolean;
  rules: (RuleDef & { family: string })[];
}

const FAMILY_ORDER = new Map(FAMILIES.map((f, i) => [f.id, i]));
const rank = <T>(list: readonly T[], value: T) => list.indexOf(value);

/**
 * Evaluates every rule against the tags, sums the votes per parameter and direction, and keeps
 * only the winning direction of each parameter (by weight; a tie keeps neither), so a result never
 * holds two opposite changes to one parameter.
 */
function vote(tags: ReadonlySet<Tag>, symptoms: ReadonlySet<Tag>, lacks: readonly string[] = []) {
  const byParameter = new Map<string, Map<string, Vote>>();
  const missing = new Set<string>();
  for (const rule of RULES) {
    if (!matches(rule.when, tags)) continue;
    const change = CHANGES_BY_ID.get(rule.change);
    const param = change && parameterDef(change.parameter);
    if (!change || !param) throw new Error(`rule ${rule.id} names an unknown change ${rule.change}`);
    // A change that would go against an answer (a taller bell on a hot engine) is never advised.
    if (change.blockedBy?.some((t) => tags.has(t)) || lacks.includes(change.parameter)) continue;
    const needs = [...(param.requires ?? []), ...(change.requires ?? [])];
    const lacking = needs.filter((t) => !tags.has(t));
    if (lacking.length) {
      for (const t of lacking)
        if (![...tags].some((have) => have.startsWith(`${t.split(':')[0]}:`))) missing.add(t);
      continue;
    }
    const directions = byParameter.get(change.parameter) ?? new Map<string, Vote>();
    byParameter.set(change.parameter, directions);
    const v = directions.get(change.direction) ?? { change, param, weight: 0, primary: false, rules: [] };
    if (rule.weight > Math.max(0, ...v.rules.map((r) => r.weight))) v.change = change;
    v.weight += rule.weight;
    v.primary ||= servesSymptom(rule, symptoms);
    v.rules.push(rule);
    directions.set(change.direction, v);
  }
  const winners: (Vote & { score: number })[] = [];
  for (const directions of byParameter.values()) {
    const sorted = [...directions.values()].sort((a, b) => b.weight - a.weight);
    const [best, other] = sorted;
    if (!best?.primary || (other && other.weight === best.weight)) continue;
    winners.push({ ...best, score: best.weight - (other?.weight ?? 0) });
  }
  winners.sort(
    (a, b) =>
      b.score - a.score ||
      rank(IMPACTS, a.change.impact) - rank(IMPACTS, b.change.impact) ||
      rank(DIFFICULTIES, b.change.difficulty) - rank(DIFFICULTIES, a.change.difficulty) ||
      (FAMILY_ORDER.get(a.rules[0]?.family ?? '') ?? 0) - (FAMILY_ORDER.get(b.rules[0]?.family ?? '') ?? 0),
  );
  return { winners, missing };
}

function currentAndSuggested(v: Vote, input: EngineInput, scale: VehicleScale | null) {
  const { change, param } = v;
  const setup = param.source === 'sheet' ? input.sheet : param.source === 'esc' ? input.esc : null;
  const value = setup?.values[change.parameter]?.trim();
  const suggestion = forScale(change.suggestion, scale);
  if (value) {
    const kit = input.vehicle?.kit ?? null;
    const step = stepSetting(param.stepper, change.direction, value, change.parameter, scale, kit);
    return {
      current: value,
      suggested: step.suggested ?? `${suggestion} (from ${value})`,
      newValue: step.newValue,
    };
  }
  let current = 'Your current setting';
  if (param.source && input.vehicle?.isSavedCar) {
    const kind = param.source === 'sheet' ? 'setup sheet' : 'ESC setup';
    current = setup ? `Not recorded on "${setup.name}"` : `No installed ${kind}`;
  }
  return { current, suggested: suggestion, newValue: null };
}

const SOURCES_BY_FAMILY = new Map(FAMILIES.map((f) => [f.id, f.sources]));

function toRecommendation(v: Vote, input: EngineInput, scale: VehicleScale | null): Recommendation {
  const { change, param } = v;
  const byWeight = [...v.rules].sort((a, b) => b.weight - a.weight);
  const reasons = [...new Set(byWeight.map((r) => r.reasoning))];
  const sources = [
    ...new Set(byWeight.map((r) => r.source ?? SOURCES_BY_FAMILY.get(r.family)?.[0] ?? '')),
  ].filter(Boolean);
  const info = change.detailedInfo;
  return {
    id: `${change.parameter}:${change.direction}`,
    parameter: change.parameter,
    direction: change.direction,
    title: change.title,
    category: param.category,
    impact: change.impact,
    difficulty: change.difficulty,
    ...currentAndSuggested(v, input, scale),
    reasoning: reasons.slice(0, 2).join(' '),
    detailedInfo: {
      howToAdjust: info.howToAdjust,
      effects: { positive: [...info.effects.positive], negative: [...info.effects.negative] },
      ...(info.relatedAdjustments ? { relatedAdjustments: [...info.relatedAdjustments] } : {}),
      ...(info.tips ? { tips: [...info.tips] } : {}),
      sources,
    },
  };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function summarise(
  input: EngineInput,
  best: Recommendation[],
  missing: ReadonlySet<string>,
  lowered: readonly Recommendation[],
  tyres: string | null,
): string {
  const who = input.vehicle ? ` for your ${input.vehicle.label}` : '';
  const parts: string[] = [];
  const [first, second] = best;
  if (!first) {
    parts.push(
      `${input.goal.name}${who}: nothing you describe calls for a setup change. Keep the setup and work on consistency.`,
    );
  } else {
    const then = second ? `, then ${lowerFirst(second.title)} if you need more` : '';
    parts.push(`${input.goal.name}${who}: start with ${lowerFirst(first.title)}${then}.`);
  }
  if (input.sheet && best.some((r) => r.newValue !== null))
    parts.push(`Current values come from your installed setup "${input.sheet.name}".`);
  if (tyres) parts.push(tyres);
  const lacks = (group: string) => [...missing].some((t) => t.startsWith(`${group}:`));
  if (lacks('drive')) parts.push('Say which wheels are driven to include differential advice.');
  if (lacks('power'))
    parts.push('Say what powers the car to include power-specific (ESC, gearing or engine) advice.');
  if (lowered.length)
    parts.push(
      `Your results on this car went against ${lowered.map((r) => lowerFirst(r.title)).join(' and ')}, so ${lowered.length === 1 ? 'it is' : 'they are'} further down the list.`,
    );
  if (first) parts.push('Make one change at a time and run a few laps before the next.');
  return parts.join(' ');
}

export function analyse(input: EngineInput): AnalysisResult {
  const tags = tagsFor(input);
  const scale = scaleOf(tags);
  const lacks = input.lacks ?? input.vehicle?.facts.lacks;
  const { winners: byBooks, missing } = vote(tags, symptomTagsFor(input), lacks);
  // A tyre already made for the named surface is not the first thing to change (installed-tyres.ts).
  const suited = suitedTyres(input.sheet, tags);
  const byTrack = tyresLast(byBooks.slice(0, MAX_ALL), (w) => w.change.parameter, suited);
  // The racer's own evidence moves a change down or up, where it ran as today (learn.ts).
  const today = todayOf(tags, input.sheet);
  const learned = learnFromResults(byTrack, (w) => w.change, input.history ?? {}, today);
  const winners = learned.map((l) => l.item);
  const all = learned.map(({ item, fromResults }) => ({
    ...toRecommendation(item, input, scale),
    ...(fromResults ? { fromResults } : {}),
  }));
  const third = winners[BEST_COUNT - 1];
  const fourth = winners[BEST_COUNT];
  const count = third && fourth && fourth.score >= third.score * FOURTH_RATIO ? BEST_COUNT + 1 : BEST_COUNT;
  const recommendations = all.slice(0, count);
  const maintenanceTips = MAINTENANCE_TIPS.filter((t) => matches(t.when, tags))
    .slice(0, MAX_TIPS)
    .map((t) => t.text);
  const vehicle: AnalysedVehicle | null = input.vehicle
    ? {
        label: input.vehicle.label,
        ...input.vehicle.facts,
        setupSheetId: input.sheet?.id ?? null,
        setupSheetName: input.sheet?.name ?? null,
        escSetupId: input.esc?.id ?? null,
        escSetupName: input.esc?.name ?? null,
      }
    : null;
  return {
    goal: input.goal.name,
    goalId: input.goal.id,
    summary: summarise(
      input,
      recommendations,
      missing,
      all.filter((r) => r.fromResults?.lowered),
      readFromSheet(suited),
    ),
    maintenanceTips,
    recommendations,
    allRecommendations: all,
    vehicle,
  };
}
