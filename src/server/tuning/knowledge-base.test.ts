import { describe, expect, it } from 'vitest';
import { DIRECTIONS } from '../../shared/schemas/tuning';
import { CHANGES, FAMILIES, GOALS, QUESTIONS, RULES } from './knowledge-base';
import { MAINTENANCE_TIPS } from './maintenance';
import { PARAMETERS, parameterDef } from './parameters';
import { CONTEXT_QUESTION_IDS } from './questions-context';
import type { Condition } from './types';

const unique = (values: readonly string[]) => expect(new Set(values).size).toBe(values.length);
const conditionTags = (c: Condition) => [...(c.all ?? []), ...(c.any ?? []), ...(c.none ?? [])];
const optionTags = QUESTIONS.flatMap((q) => q.options.flatMap((o) => o.tags));
const usedTags = new Set([
  ...RULES.flatMap((r) => conditionTags(r.when)),
  ...MAINTENANCE_TIPS.flatMap((t) => conditionTags(t.when)),
  ...Object.values(PARAMETERS).flatMap((p) => ('requires' in p ? (p.requires ?? []) : [])),
  ...CHANGES.flatMap((c) => c.requires ?? []),
]);
// Tags the car, its installed sheet and the goals raise without a question (context.ts, goals.ts).
const CONTEXT_TAGS = new Set([
  ...['scale:1:8', 'scale:1:10', 'drive:2wd', 'drive:4wd', 'power:nitro', 'power:electric'],
  ...['class:buggy', 'class:truggy', 'class:short-course'],
  ...['grip:high', 'grip:medium', 'grip:low', 'bumps:smooth', 'bumps:rough', 'wet', 'dusty'],
  ...['surface:carpet', 'surface:clay', 'surface:treated'],
  ...GOALS.flatMap((g) => [`goal:${g.id}`, ...g.implies]),
]);

describe('knowledge base', () => {
  it('has at least 8 goals of 3–6 questions, each question with 2 or more options', () => {
    expect(GOALS.length).toBeGreaterThanOrEqual(8);
    for (const goal of GOALS) {
      expect(goal.questionIds.length, goal.id).toBeGreaterThanOrEqual(3);
      expect(goal.questionIds.length, goal.id).toBeLessThanOrEqual(6);
    }
    for (const q of QUESTIONS) expect(q.options.length, q.id).toBeGreaterThanOrEqual(2);
  });

  it('keeps every goal, question, option, change and rule id unique', () => {
    unique(GOALS.map((g) => g.id));
    unique(QUESTIONS.map((q) => q.id));
    unique(QUESTIONS.flatMap((q) => q.options.map((o) => o.id)));
    unique(CHANGES.map((c) => c.id));
    unique(RULES.map((r) => r.id));
    unique(FAMILIES.map((f) => f.id));
  });

  it('references every question from a goal and every goal question exists', () => {
    const referenced = new Set([...GOALS.flatMap((g) => g.questionIds), ...CONTEXT_QUESTION_IDS]);
    expect([...referenced].filter((id) => !QUESTIONS.some((q) => q.id === id))).toEqual([]);
    expect(QUESTIONS.filter((q) => !referenced.has(q.id)).map((q) => q.id)).toEqual([]);
    for (const g of GOALS) unique(g.questionIds);
  });

  it('uses every answer: each option tag feeds a rule or a maintenance tip', () => {
    // A middle answer of an exclusive group ('grip:medium') is used by overriding the group's context.
    const groupUsed = (t: string) =>
      t.includes(':') && [...usedTags].some((u) => u.startsWith(`${t.split(':')[0]}:`));
    expect(optionTags.filter((t) => !usedTags.has(t) && !groupUsed(t))).toEqual([]);
    const neutral = QUESTIONS.flatMap((q) => q.options.filter((o) => o.tags.length === 0).map((o) => o.id));
    // Neutral answers ("it's fine") exist only where a question also offers real symptoms.
    for (const q of QUESTIONS)
      expect(
        q.options.some((o) => o.tags.length > 0),
        q.id,
      ).toBe(true);
    expect(neutral.length).toBeLessThan(QUESTIONS.length);
  });

  it('never conditions a rule on the goal: every route to one symptom reaches the same rules (issue 32)', () => {
    const goalTags = RULES.filter((r) =>
      [...(r.when.all ?? []), ...(r.when.any ?? []), ...(r.when.none ?? [])].some((t) =>
        t.startsWith('goal:'),
      ),
    );
    expect(goalTags.map((r) => r.id)).toEqual([]);
  });

  it('only ever conditions on tags something can raise', () => {
    const producible = new Set([...optionTags, ...CONTEXT_TAGS]);
    expect([...usedTags].filter((t) => !producible.has(t))).toEqual([]);
  });

  it('links every rule to a known change, every change to a parameter and a direction it can take', () => {
    const changeIds = new Set(CHANGES.map((c) => c.id));
    expect(RULES.filter((r) => !changeIds.has(r.change)).map((r) => r.id)).toEqual([]);
    for (const change of CHANGES) {
      const param = parameterDef(change.parameter);
      expect(param, change.id).toBeDefined();
      expect(param?.directions, change.id).toContain(change.direction);
      expect(DIRECTIONS).toContain(change.direction);
      expect(change.id.startsWith(`${change.parameter}:${change.direction}`), change.id).toBe(true);
    }
    const ruled = new Set(RULES.map((r) => r.change));
    expect(CHANGES.filter((c) => !ruled.has(c.id)).map((c) => c.id)).toEqual([]);
  });

  it('cites a published source for every rule family and explains every change', () => {
    for (const family of FAMILIES) {
      expect(family.sources.length, family.id).toBeGreaterThan(0);
      expect(family.rules.length, family.id).toBeGreaterThan(0);
    }
    for (const change of CHANGES) {
      expect(change.detailedInfo.howToAdjust, change.id).not.toBe('');
      expect(change.detailedInfo.effects.positive.length, change.id).toBeGreaterThan(0);
      expect(change.detailedInfo.effects.negative.length, change.id).toBeGreaterThan(0);
    }
    for (const rule of RULES) {
      expect(rule.weight, rule.id).toBeGreaterThan(0);
      expect(rule.source?.trim(), `${rule.id} cites its book and section`).toBeTruthy();
    }
  });
});
