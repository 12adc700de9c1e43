import type autocannon from 'autocannon';
import type { Scenario } from './scenarios';
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
    requests: (cookies) => {
      let next = 0;
      return [
        {
          method: 'GET',
          setupRequest: (request: autocannon.Request, context: object) => {
            const c = context as { index?: number };
            c.index ??= next++ % Math.min(LONG_HISTORY.racers, cookies.length);
            request.path = historyPath(c.index);
            request.headers = { ...request.headers, cookie: cookies[c.index] as string };
            return request;
          },
        },
      ];
    },
  },
];
