import type { RaceKind, RunSession } from './schemas/run';

/**
 * The session an imported run is filed as, from the kind of race it was (issue 29): a heat is a
 * qualifier. The import on the server and the form in the browser both use it.
 */
export const SESSION_OF_KIND: Record<RaceKind, RunSession> = {
  practice: 'practice',
  qualifier: 'qualifier',
  heat: 'qualifier',
  main: 'main',
};
