import type { ImpactRunInput } from './impact-input';
import type { Confounder, ImpactAlike } from './schemas/run-impact';

/**
 * What else differed between the runs before and after a change (issue 16; the session kind and the
 * race, issue 29): each a reason other than the change that may explain the difference. Pure.
 */

/** Track temperature that moved more than this (°C, mean against mean) is a confounder. */
export const TRACK_TEMP_MOVED_C = 5;

/** "Clay Kings " and "clay  kings" are one track; racers type names by hand. */
export const trackKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const textKey = (value: string | null) => (value === null ? '' : trackKey(value));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Each side's distinct recorded values (first spelling kept). */
function distinct(runs: readonly ImpactRunInput[], value: (run: ImpactRunInput) => string | null) {
  const seen = new Map<string, string>();
  for (const run of runs) {
    const v = value(run)?.trim();
    if (v && !seen.has(textKey(v))) seen.set(textKey(v), v);
  }
  return seen;
}

/** "same day, same tyres" first: what a racer checks first. */
const ALIKE_ORDER: Record<ImpactAlike, number> = { day: 0, tyres: 1, 'track-temp': 2, conditions: 3 };

type Finding = { confounder?: Confounder; alike?: ImpactAlike };

/** A recorded text (tyres, conditions) compared across the sides: unknown on a side says nothing. */
function compareText(
  before: readonly ImpactRunInput[],
  after: readonly ImpactRunInput[],
  value: (run: ImpactRunInput) => string | null,
  kind: 'tyres' | 'conditions',
): Finding {
  const b = distinct(before, value);
  const a = distinct(after, value);
  if (b.size === 0 || a.size === 0) return {};
  const all = new Set([...b.keys(), ...a.keys()]);
  if (all.size === 1) return { alike: kind };
  return { confounder: { kind, before: [...b.values()], after: [...a.values()] } };
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

function compareDays(runs: readonly ImpactRunInput[]): Finding {
  const days = runs.map((r) => dayNumber(r.date));
  const span = Math.max(...days) - Math.min(...days);
  return span === 0 ? { alike: 'day' } : { confounder: { kind: 'different-day', daysApart: span } };
}

function compareTrackTemp(before: readonly ImpactRunInput[], after: readonly ImpactRunInput[]): Finding {
  const mean = (runs: readonly ImpactRunInput[]) => {
    const temps = runs.map((r) => r.trackTempC).filter((t): t is number => t !== null);
    return temps.length ? temps.reduce((s, t) => s + t, 0) / temps.length : null;
  };
  const b = mean(before);
  const a = mean(after);
  if (a === null || b === null) return {};
  const deltaC = round1(a - b);
  return Math.abs(deltaC) > TRACK_TEMP_MOVED_C
    ? { confounder: { kind: 'track-temp', deltaC } }
    : { alike: 'track-temp' };
}

const conditionsOf = (run: ImpactRunInput) =>
  [run.trackSurface, run.trackConditions].filter((v) => v?.trim()).join(' · ') || null;

/**
 * The kind of session a run was: the race's kind where the file said it, else the racer's session.
 * A heat is a qualifying race (clubs name the same thing both ways), so the two read as one.
 */
function sessionKindOf(run: ImpactRunInput): string | null {
  const kind = run.race?.kind ?? run.session ?? null;
  return kind === 'heat' ? 'qualifier' : kind;
}

/** A main as its race names it ("A Main", "B Main"), where the file said; null otherwise. */
const mainNameOf = (run: ImpactRunInput) =>
  sessionKindOf(run) === 'main' && run.race?.raceName.trim() ? run.race.raceName : null;

/**
 * Qualifier against main, or an A main against a B main: a different field, traffic and pace. Mains
 * are told apart only where both sides' races name them; a run without a kind says nothing.
 */
function compareSessions(before: readonly ImpactRunInput[], after: readonly ImpactRunInput[]): Finding {
  const b = distinct(before, sessionKindOf);
  const a = distinct(after, sessionKindOf);
  if (b.size === 0 || a.size === 0) return {};
  if (new Set([...b.keys(), ...a.keys()]).size > 1)
    return { confounder: { kind: 'session', before: [...b.values()], after: [...a.values()] } };
  const bMains = distinct(before, mainNameOf);
  const aMains = distinct(after, mainNameOf);
  if (bMains.size && aMains.size && new Set([...bMains.keys(), ...aMains.keys()]).size > 1)
    return { confounder: { kind: 'session', before: [...bMains.values()], after: [...aMains.values()] } };
  return {};
}

/** What differed between the sides (the confounders) and what was checked and found alike. */
export function confoundersOf(
  version: number,
  baseVersion: number,
  before: readonly ImpactRunInput[],
  after: readonly ImpactRunInput[],
) {
  const findings: Finding[] = [
    compareDays([...before, ...after]),
    compareTrackTemp(before, after),
    compareText(before, after, (r) => r.tyres, 'tyres'),
    compareText(before, after, conditionsOf, 'conditions'),
    compareSessions(before, after),
  ];
  if (version - baseVersion > 1)
    findings.push({ confounder: { kind: 'skipped-versions', from: baseVersion + 1, to: version - 1 } });
  if (new Set([...before, ...after].map((r) => r.otherSetup)).size > 1)
    findings.push({ confounder: { kind: 'other-setup' } });
  return {
    confounders: findings.flatMap((f) => (f.confounder ? [f.confounder] : [])),
    alike: findings
      .flatMap((f) => (f.alike ? [f.alike] : []))
      .sort((a, b) => ALIKE_ORDER[a] - ALIKE_ORDER[b]),
  };
}
