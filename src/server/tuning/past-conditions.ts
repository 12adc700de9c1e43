import { trackKey } from '../../shared/impact-confounders';
import { GRIP_LEVELS } from '../../shared/schemas/tuning';
import { trackTags } from './context';
import type { Tag } from './types';

/**
 * Where an earlier change ran, against where the racer is today (issue 32): a change marked Worse on
 * dry carpet says little about high-grip clay, so the wizard weighs it only where the conditions
 * match, and names the difference where they do not. Surface and grip are read the way the wizard
 * reads a sheet (context.ts), so "Blue groove" and "Clay, high grip" compare as one.
 */

export type Grip = (typeof GRIP_LEVELS)[number];

export interface Conditions {
  trackName: string | null;
  /** The surface tag's value: `clay`, `carpet`, `treated`, `dirt`, `concrete`. */
  surface: string | null;
  grip: Grip | null;
}

export const UNKNOWN_CONDITIONS: Conditions = { trackName: null, surface: null, grip: null };

const tagValue = (tags: Iterable<Tag>, group: string) => {
  for (const tag of tags) if (tag.startsWith(`${group}:`)) return tag.slice(group.length + 1);
  return null;
};

const gripOf = (value: string | null): Grip | null => GRIP_LEVELS.find((g) => g === value) ?? null;

const blank = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** A track and its surface and conditions as the racer wrote them (on a sheet or a run). */
export function conditionsOf(
  trackName: string | null | undefined,
  surface: string | null | undefined,
  conditions: string | null | undefined,
): Conditions {
  const tags = trackTags(surface, conditions);
  return {
    trackName: blank(trackName),
    surface: tagValue(tags, 'surface'),
    grip: gripOf(tagValue(tags, 'grip')),
  };
}

/**
 * Today's conditions: the surface and grip the analysis settled (the installed sheet's, overridden by
 * what the racer answered) and the installed sheet's track.
 */
export function todayOf(
  tags: ReadonlySet<Tag>,
  sheet: { values: Readonly<Record<string, string | null | undefined>> } | null,
): Conditions {
  const track = sheet?.values.trackName;
  return {
    trackName: blank(typeof track === 'string' ? track : null),
    surface: tagValue(tags, 'surface'),
    grip: gripOf(tagValue(tags, 'grip')),
  };
}

export type ConditionKind = keyof Conditions;
const KINDS: readonly ConditionKind[] = ['trackName', 'surface', 'grip'];

const same = (kind: ConditionKind, a: string, b: string) =>
  kind === 'trackName' ? trackKey(a) === trackKey(b) : a === b;

/** The conditions known on both sides that differ; unknown on either side says nothing. */
export function differencesOf(past: Conditions, today: Conditions): ConditionKind[] {
  return KINDS.filter((kind) => {
    const a = past[kind];
    const b = today[kind];
    return a !== null && b !== null && !same(kind, a, b);
  });
}

const SURFACE_WORDS: Readonly<Record<string, string>> = { treated: 'treated dirt' };

/** "high-grip clay", "a low-grip track", "carpet": the surface and grip both sides know. */
function ground(c: Conditions, shared: ReadonlySet<ConditionKind>) {
  const grip = shared.has('grip') && c.grip ? `${c.grip}-grip` : null;
  const surface = shared.has('surface') && c.surface ? (SURFACE_WORDS[c.surface] ?? c.surface) : null;
  if (surface) return grip ? `${grip} ${surface}` : surface;
  return grip ? `a ${grip} track` : null;
}

/**
 * The difference in words: past "at Ridgeway on low-grip carpet", today "high-grip clay at Clay
 * Kings". The track is named only when it differs; the surface and grip, when either differs, with
 * what both sides know of them ("low-grip clay" against "high-grip clay"). Null when nothing differs.
 */
export function differenceWords(past: Conditions, today: Conditions): { past: string; today: string } | null {
  const differs = differencesOf(past, today);
  if (differs.length === 0) return null;
  const shared = new Set(KINDS.filter((k) => past[k] !== null && today[k] !== null));
  const grounds = differs.some((k) => k !== 'trackName');
  const pastGround = grounds ? ground(past, shared) : null;
  const nowGround = grounds ? ground(today, shared) : null;
  const at = (c: Conditions) => (differs.includes('trackName') ? c.trackName : null);
  const pastWords = [at(past) && `at ${at(past)}`, pastGround && `on ${pastGround}`]
    .filter(Boolean)
    .join(' ');
  const nowWords = [nowGround, at(today) && (nowGround ? `at ${at(today)}` : at(today))]
    .filter(Boolean)
    .join(' ');
  return { past: pastWords, today: nowWords };
}
