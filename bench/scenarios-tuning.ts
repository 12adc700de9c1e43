import type autocannon from 'autocannon';
import type { Db } from '../src/server/db';
import { analyseHandling } from '../src/server/services/tuning';
import { answerAll } from '../src/server/test/tuning-answers';
import { GOALS_BY_ID, questionsOf } from '../src/server/tuning/knowledge-base';
import { timeCalls } from './measure';
import type { Scenario } from './scenario-kit';
import { RUN_HEAVY, runHeavyCarId } from './seed-runs';
import { LONG_HISTORY } from './seed-versions';

/**
 * Issue 17: the wizard's analyse for a car whose racer has a season behind it (bench/seed-runs.ts:
 * 500 runs on the car's sheet, whose 500 versions change its front shock oil, bench/seed-versions.ts),
 * so the answer reads every version and run summary of the car to say what earlier changes did.
 * "More steering" asks for a change of the front shock oil, the parameter that history moved.
 */
const GOAL = 'more-steering';
/** The answers wanted where the goal asks them; any other question takes its first option. */
const PREFERRED = ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-some'];

/**
 * Every question of the goal answered (the car's kind too: an answer the car settles is ignored),
 * read from the knowledge base when the bench runs, so the scenario follows it as it grows.
 */
function handlingResponses(): Record<string, string> {
  const goal = GOALS_BY_ID.get(GOAL);
  if (!goal) throw new Error(`bench: no goal ${GOAL}`);
  return answerAll(
    questionsOf(goal).map((q) => ({ ...q, options: [...q.options] })),
    PREFERRED,
  );
}

const analyseBody = (index: number) =>
  JSON.stringify({ goalId: GOAL, handlingResponses: handlingResponses(), rcCarId: runHeavyCarId(index) });

/** Each connection one of the racers with a season of runs, analysing for their own car. */
function ownAnalyses(cookies: string[]): autocannon.Request[] {
  const racers = Math.min(RUN_HEAVY.racers, cookies.length);
  const bodies = Array.from({ length: racers }, (_, i) => analyseBody(i));
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/tuning/analyse',
      setupRequest: (request, context) => {
        const c = context as { index?: number };
        c.index ??= next++ % racers;
        request.body = bodies[c.index] as string;
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          cookie: cookies[c.index] as string,
        };
        return request;
      },
    },
  ];
}

export const TUNING_SCENARIOS: Scenario[] = [
  {
    name: `wizard analyse with a car (${RUN_HEAVY.runs} runs, ${LONG_HISTORY.versions} versions)`,
    sample: { path: '/api/tuning/analyse', authenticated: true, body: analyseBody(0) },
    budget: 'p99',
    p99Ms: 20,
    requests: ownAnalyses,
  },
];

type Timing = Awaited<ReturnType<typeof timeCalls>>;

/**
 * The analyse's cost at the service (one call at a time): `built`, the first analyse after the
 * racer's data changed (a run logged), which reads the car's history anew; `kept`, the next ones,
 * which find it beside the racer's data revision.
 */
export async function measureAnalyseBuild(db: Db, calls = 200): Promise<{ built: Timing; kept: Timing }> {
  const user = await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const body = { goalId: GOAL, handlingResponses: handlingResponses(), rcCarId: runHeavyCarId(0) };
  const analyse = () => analyseHandling(db, user.id, body);
  const changed = () =>
    db
      .updateTable('users')
      .set((eb) => ({ dataRevision: eb('dataRevision', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
  return { built: await timeCalls(analyse, calls, changed), kept: await timeCalls(analyse, calls) };
}
