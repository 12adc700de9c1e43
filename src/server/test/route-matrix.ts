import type { InjectOptions } from 'fastify';
import type { DeclaredRoute } from '../plugins/auth';

/** Issue 30's records of the owner's. */
export interface OwnedArrivals {
  ownerUsername: string;
  /** A club the owner made, so its admin, with one result source and one decoder. */
  clubId: number;
  clubSourceId: number;
  decoderId: number;
  followId: number;
  followUrl: string;
  /** A name match awaiting the owner's answer, and the notice asking it. */
  matchId: number;
  noticeId: number;
  pushEndpoint: string;
}

/** What the owner made, whose ids the other racer and the visitor then try. */
export interface Owned {
  ownerId: number;
  ownerEmail: string;
  carId: number;
  transponderId: number;
  fileName: string;
  /** A private sheet, installed on the car. */
  sheetId: number;
  /** A sheet shared with the community. */
  sharedSheetId: number;
  escId: number;
  /** The slug of a share link to the private sheet (issue 18). */
  sharedSlug: string;
  /** A run on the car. */
  runId: number;
  /** A tyre set no run names (issue 19). */
  tyreSetId: number;
  /** A maintenance item on the car (issue 19). */
  maintenanceItemId: number;
  /** A club, follow, match, notice and push subscription of the owner's (issue 30). */
  arrivals: OwnedArrivals;
}

/** A status, or a status and the exact body (for answers that refuse by telling nothing). */
export type Expected = number | { status: number; body: unknown };

export interface MatrixCase {
  /** The route as the app registered it, e.g. 'PUT /api/cars/:id'. */
  route: string;
  /** What this case tries, when a route has several. */
  what?: string;
  /** Built afresh for each caller. */
  request: (o: Owned) => InjectOptions;
  visitor: Expected;
  /** Another signed-in racer, trying the owner's ids. */
  other: Expected;
  /** The owner, last (the request may change or delete what the owner made). */
  owner: Expected;
  /** Needs its own owner and other racer: the request signs out, signs in or ends the account. */
  fresh?: boolean;
}

export const statusOf = (expected: Expected) => (typeof expected === 'number' ? expected : expected.status);

/**
 * Why the matrix does not cover the app's routes, one line per gap ([] when it does):
 * - every route has a case, and every case names a route that exists (HEAD twins of GET routes
 *   ride on their GET, and must declare the same);
 * - a 'racer' route refuses visitors with 401 in every case; any other route lets visitors through
 *   (never 401), so a declaration and the behaviour cannot disagree;
 * - a route with a path parameter has a case where another racer is refused (404) or told nothing.
 */
export function coverageProblems(routes: DeclaredRoute[], cases: MatrixCase[]): string[] {
  const problems: string[] = [];
  const key = (r: DeclaredRoute) => `${r.method} ${r.url}`;
  const byKey = new Map(routes.map((r) => [key(r), r]));
  const covered = routes.filter((route) => {
    if (route.method !== 'HEAD') return true;
    // A plugin's '/' route under a prefix answers at '/prefix' and '/prefix/', but fastify reports
    // the GET once (without the slash) and the HEAD at both.
    const twin = byKey.get(`GET ${route.url}`) ?? byKey.get(`GET ${route.url.replace(/(.)\/$/, '$1')}`);
    if (twin?.auth !== route.auth) problems.push(`${key(route)}: no GET twin with the same declaration`);
    return false;
  });
  for (const route of covered) {
    const mine = cases.filter((c) => c.route === key(route));
    if (mine.length === 0) {
      problems.push(`${key(route)} (${route.auth}): no case in the authorization matrix`);
      continue;
    }
    const visitorRefused = mine.map((c) => statusOf(c.visitor) === 401);
    if (route.auth === 'racer' && visitorRefused.includes(false))
      problems.push(`${key(route)} is declared 'racer', but a case expects a visitor through`);
    if (route.auth !== 'racer' && visitorRefused.includes(true))
      problems.push(
        `${key(route)} is declared '${route.auth}', but a case expects a visitor refused with 401`,
      );
    const takesId = route.url.includes('/:');
    if (takesId && !mine.some((c) => statusOf(c.other) === 404 || typeof c.other === 'object'))
      problems.push(`${key(route)} takes an id, but no case has another racer refused (404) or told nothing`);
  }
  for (const c of cases)
    if (!byKey.has(c.route)) problems.push(`${c.route}: a case for a route the app does not have`);
  return problems;
}
