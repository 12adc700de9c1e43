import type { RunSession } from '../schemas/run';

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
