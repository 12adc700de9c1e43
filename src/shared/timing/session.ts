import type { RaceKind, RunSession } from '../schemas/run';

/**
 * The session a race's name says it was ("A Main", "Final", "Heat 2", "Qualifier 3", "Practice"),
 * so an imported run is filed as what it was; undefined when the name does not say.
 */
export function sessionOfRace(...names: Array<string | undefined>): RunSession | undefined {
  const text = names.filter(Boolean).join(' ');
  if (/practi[cs]e|training|\bfree\b/i.test(text)) return 'practice';
  if (/qualif|\bheats?\b|\bq\d\b|seeding/i.test(text)) return 'qualifier';
  if (/\bmains?\b|final|finale/i.test(text)) return 'main';
  return undefined;
}

/** The race within a class, as results name it: "B Main", "A-Main", "Final", "Heat 2", "Q3", "Practice 1". */
const RACE_PART =
  /(?:\b[A-H]\d?[\s-]?(?:main|final)\b|\b(?:main|final|finale)(?:\s*[A-H]\b)?|\bheat\s*\d+\b|\bqualif\w*(?:\s*(?:round\s*)?\d+)?|\bq\d+\b|\bround\s*\d+\b|\bpractice(?:\s*\d+)?)/giu;

export interface RaceParts {
  className: string | null;
  raceName: string;
  kind: RaceKind | null;
}

/**
 * A race's name split into its class and the race within it: "2wd Buggy Open B Main" is class
 * "2wd Buggy Open", race "B Main", a main; a name with no race part is all race, class unknown.
 */
export function raceParts(name: string, round?: string): RaceParts {
  const text = name.replace(/\s+/g, ' ').trim();
  const matches = [...text.matchAll(RACE_PART)];
  const first = matches[0];
  const kind = kindOfRace(text, round);
  if (!first || first.index === undefined || first.index === 0)
    return { className: null, raceName: text, kind };
  const className = text
    .slice(0, first.index)
    .replace(/[\s,:;·–—-]+$/u, '')
    .trim();
  const raceName = text.slice(first.index).trim();
  return { className: className || null, raceName, kind };
}

/** The kind of race the name says: a heat is a qualifier by its own name. */
export function kindOfRace(...names: Array<string | undefined>): RaceKind | null {
  const text = names.filter(Boolean).join(' ');
  if (/\bheats?\b/i.test(text) && !/qualif/i.test(text)) return 'heat';
  const session = sessionOfRace(...names);
  return session === undefined || session === 'test' ? null : session;
}
