import { ownReads } from './racer-requests';
import type { Scenario } from './scenario-kit';
import { DEFAULT_SEED } from './seed';
import { LONG_HISTORY, longHistorySheetId } from './seed-versions';

const historyPath = (index: number) =>
  `/api/setup-sheets/${longHistorySheetId(index, DEFAULT_SEED.sheetsPerRacer)}/versions`;

/**
 * Issue 15: the History panel's read of a sheet with 500 versions (bench/seed-versions.ts), each
 * connection one of the racers who own such a sheet, reading their own.
 */
export const VERSION_SCENARIOS: Scenario[] = [
  {
    name: `setup history (${LONG_HISTORY.versions} versions)`,
    sample: { path: historyPath(0), authenticated: true },
    budget: 'p99',
    requests: (cookies) => ownReads(cookies, LONG_HISTORY.racers, historyPath),
  },
];
