import type {
  FetchInfiniteQueryOptions,
  InfiniteData,
  QueryClient,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { RunSummary } from '../../../shared/schemas/run';
import type { SetupKindName } from '../../../shared/setup-content';
import { ApiError } from '../api';
import type { ListPage } from '../api-pages';
import { carsQuery } from '../resources/cars';
import { escSetups } from '../resources/esc-setups';
import { maintenanceQuery } from '../resources/maintenance';
import { publicSetupQuery } from '../resources/public-setups';
import { impactQuery } from '../resources/run-impact';
import { runOverviewQuery } from '../resources/run-overview';
import { loadedRuns, runPagesQuery, runQuery, runsQuery } from '../resources/runs';
import { setupSheets } from '../resources/setup-sheets';
import { versionsQuery } from '../resources/setup-versions';
import { sharedSetupQuery } from '../resources/share-links';
import { transpondersQuery } from '../resources/transponders';
import { tyreSetsQuery } from '../resources/tyre-sets';
import { pinsOf } from './pins';

/**
 * The warm-up for the track (issue 18): once the app is idle, signed in and online, fetch what the
 * offline app needs beyond the pages the racer happened to open, so all of it is saved. Two
 * requests at a time, after the page's own; an answer already cached (and not made stale) is not
 * asked for again (fetchQuery with the app's infinite staleTime).
 */

/** Run pages (with laps) kept beyond the lists: the newest ones, what a racer looks back at. */
export const WARM_RUNS = 20;
const CONCURRENCY = 2;

// biome-ignore lint/suspicious/noExplicitAny: options of every answer type run through one queue
type AnyQuery = UseQueryOptions<any, Error, any, readonly unknown[]>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type AnyInfiniteQuery = FetchInfiniteQueryOptions<any, Error, any, readonly unknown[], any>;

/** The racer's local calendar day, as Race day's "Today" asks for it (YYYY-MM-DD). */
const today = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export interface WarmUpResult {
  /** False when a request failed for want of a connection: the saved cache would be partial. */
  complete: boolean;
}

export async function warmUp(
  client: QueryClient,
  racerId: number,
  stillWanted: () => boolean = () => true,
): Promise<WarmUpResult> {
  let complete = true;
  const fetchAll = async <T>(queries: readonly AnyQuery[]): Promise<(T | undefined)[]> => {
    const answers: (T | undefined)[] = [];
    let next = 0;
    const worker = async () => {
      while (next < queries.length && stillWanted()) {
        const index = next++;
        try {
          const query = queries[index] as AnyQuery;
          // A paged list (a car's runs, a setup's history) is kept as its first page.
          answers[index] = (await ('getNextPageParam' in query
            ? client.fetchInfiniteQuery(query as AnyInfiniteQuery)
            : client.fetchQuery(query))) as T;
        } catch (error) {
          // A 404 (a run deleted meanwhile) is an answer; anything else means no connection.
          if (!(error instanceof ApiError)) complete = false;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return answers;
  };

  const [cars, , sheets, escs] = await fetchAll<{ id: number }[]>([
    carsQuery as AnyQuery,
    transpondersQuery as AnyQuery,
    setupSheets.listQuery as AnyQuery,
    escSetups.listQuery as AnyQuery,
    runOverviewQuery as AnyQuery,
    // The fleet's due maintenance (issue 19): what to rebuild between rounds, offline too.
    maintenanceQuery as AnyQuery,
    runsQuery({ from: today(), to: today() }) as AnyQuery,
    // The sets Log a run offers (issue 19): a run logged offline names them too.
    tyreSetsQuery as AnyQuery,
  ]);

  const history = (kind: SetupKindName, setups: { id: number }[] | undefined) =>
    (setups ?? []).flatMap((s) => [versionsQuery(kind, s.id), impactQuery(kind, s.id)]);
  const pinned = pinsOf(racerId).map((pin) =>
    pin.startsWith('public:')
      ? publicSetupQuery(client, Number(pin.slice('public:'.length)))
      : sharedSetupQuery(pin.slice('shared:'.length)),
  );
  const carRuns = (cars ?? []).map((car) => runPagesQuery({ rcCarId: car.id }));
  const lists = await fetchAll<InfiniteData<ListPage<RunSummary>>>([
    ...carRuns,
    ...(pinned as AnyQuery[]),
    ...history('setup-sheet', sheets),
    ...history('esc-setup', escs),
  ] as AnyQuery[]);

  const newest = lists
    .slice(0, carRuns.length)
    .flatMap((runs) => (runs ? loadedRuns(runs) : []))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, WARM_RUNS);
  await fetchAll(newest.map((run) => runQuery(run.id) as AnyQuery));
  return { complete: complete && stillWanted() };
}
