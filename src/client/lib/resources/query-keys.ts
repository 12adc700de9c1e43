/**
 * The root key of each resource's queries: the URL of its list (the default query function in
 * lib/query-client.ts could fetch it as it stands). They sit in one leaf module because resources
 * refresh each other's lists (a car change refetches the transponders, a transponder change the
 * cars): were the keys in the resource modules, those would import each other in a circle.
 */
import type { SetupKindName } from '../../../shared/setup-content';
import { USER_KEY } from './user-key';

export const QUERY_KEYS = {
  user: USER_KEY,
  securityQuestions: ['/api/security-questions'],
  cars: ['/api/cars'],
  transponders: ['/api/transponders'],
  /** A set's page sits under it ([...tyreSets, id]); a run change makes both stale (their figures). */
  tyreSets: ['/api/tyre-sets'],
  setupSheets: ['/api/setup-sheets'],
  escSetups: ['/api/esc-setups'],
  publicSetups: ['/api/public-setups'],
  storage: ['/api/storage'],
  fileCheck: ['/api/files/check'],
  tuningGoals: ['/api/tuning/goals'],
  tuningQuestions: ['/api/tuning/questions'],
  compare: ['/api/compare'],
  runs: ['/api/runs'],
  /**
   * The dashboard's last race day and the fleet's best laps (issue 16). Under the runs' URL, so
   * whatever makes the runs stale (a run logged, edited or deleted) makes it stale too.
   */
  runOverview: ['/api/runs', 'overview'],
  /**
   * The fleet's maintenance items with their usage (issue 19). Under the runs' key: usage is counted
   * from the runs, so a run logged (or a car deleted, which refetches the runs) refetches it too.
   */
  maintenance: ['/api/runs', 'maintenance'],
} as const;

/**
 * A setup's history (issue 15), its URL as the key. It sits under the kind's list key, so whatever
 * makes that list stale (a save, a restore) makes the history stale too.
 */
export const setupVersionsKey = (kind: SetupKindName, id: number) =>
  [...(kind === 'setup-sheet' ? QUERY_KEYS.setupSheets : QUERY_KEYS.escSetups), id, 'versions'] as const;

/*
 * What each version of a setup did (issue 16) is keyed [...QUERY_KEYS.runs, 'impact', kind, id], built
 * in resources/run-impact.ts rather than here, beside what only the History panel's lazy chunk uses. Under the runs' key, whatever makes
 * the runs stale (a run logged, imported, edited, deleted) makes it stale too.
 */
