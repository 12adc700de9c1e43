import { describe, expect, it } from 'vitest';
import { EXPLORED_CARS, explore } from './test/explore';
import { driveRoute, type Route, type RouteOutcome, TRACKS } from './test/routes';

/**
 * One complaint, one order (issue 32, item 3): every route that can say the same symptom on the
 * same car and track gives the same headline. A family lists its routes (a goal and the answers
 * that say the symptom there); the routes' other questions are driven through every answer, and
 * two outcomes are compared when they agree on the car, the track and the family's `compare` tags
 * (where in the corner, what the throttle is doing). A family without `compare` tags holds its
 * headline whatever else the racer says.
 */
interface Family {
  name: string;
  routes: readonly Route[];
  compare: readonly string[];
}

const PHASES = ['entry', 'mid', 'exit', 'braking', 'off-throttle', 'on-power'];

const FAMILIES: readonly Family[] = [
  {
    name: 'push: the front slides',
    routes: [
      { goal: 'more-steering', fixed: ['steer-slides'] },
      { goal: 'high-grip', fixed: ['hg-push'] },
      { goal: 'low-grip', fixed: ['lg-steer'] },
    ],
    compare: PHASES,
  },
  {
    name: 'the rear snaps loose on power',
    routes: [
      { goal: 'more-stability', fixed: ['loose-snap', 'phase-exit'] },
      { goal: 'rear-traction', fixed: ['traction-stepout'] },
    ],
    compare: ['exit', 'slow-corners', 'fast-corners', 'straight'],
  },
  {
    // Out of any corner, whatever the racer adds about where. "Launch" asks it as a pull-away; its
    // other answer, from a standstill, is the start mode's own symptom (Hobbywing: Start mode).
    name: 'wheelspin out of the corners',
    routes: [
      { goal: 'rear-traction', fixed: ['traction-spin'] },
      { goal: 'low-grip', fixed: ['lg-spin'] },
      { goal: 'launch', fixed: ['pull-spin', 'pull-fast'] },
    ],
    compare: [],
  },
  {
    name: 'traction roll',
    routes: [
      { goal: 'less-roll', fixed: ['roll-flip'] },
      { goal: 'high-grip', fixed: ['hg-roll'] },
    ],
    compare: [],
  },
  {
    name: 'an edgy, aggressive turn-in',
    routes: [
      { goal: 'calmer-steering', fixed: ['darty-sharp'] },
      { goal: 'high-grip', fixed: ['hg-edgy'] },
    ],
    compare: PHASES,
  },
];

/** Each family's outcomes on every explored car and track, grouped by what the racer said. */
function groups(family: Family): Map<string, RouteOutcome[]> {
  const byKey = new Map<string, RouteOutcome[]>();
  for (const car of EXPLORED_CARS)
    for (const track of TRACKS)
      for (const route of family.routes)
        for (const o of driveRoute(route, car, track, family.compare)) {
          const key = `${track.name} ${o.key}`;
          byKey.set(key, [...(byKey.get(key) ?? []), o]);
        }
  return byKey;
}

const goalOf = (o: RouteOutcome) => o.route.slice(0, o.route.indexOf(' '));

describe.each(FAMILIES.map((f) => [f.name, f] as const))('%s', (_name, family) => {
  const byKey = groups(family);
  const shared = [...byKey.values()].filter((list) => new Set(list.map(goalOf)).size > 1);

  it('is said by each of its routes beside another route, on the same car and track', () => {
    const met = new Set(shared.flatMap((list) => list.map(goalOf)));
    expect([...met].sort()).toEqual([...new Set(family.routes.map((r) => r.goal))].sort());
  });

  it('gets one headline whichever route says it', () => {
    const split: string[] = [];
    for (const list of shared) {
      const headlines = new Set(list.map((o) => o.headline));
      if (headlines.size === 1) continue;
      const one = (h: string) => list.find((o) => o.headline === h)?.route;
      split.push(`${[...headlines].map((h) => `${h} (${one(h)})`).join(' vs ')}`);
    }
    expect(split.slice(0, 8)).toEqual([]);
  });
});

describe('any two goals whose answers say exactly the same thing', () => {
  // Beyond the families: every answer set of every goal on every explored car, keyed by all it
  // raised but the goal itself. Two goals that reach one key must give one headline.
  const byTags = new Map<string, Map<string, string>>();
  explore(({ goal, car, tags, result, answers }) => {
    const key = `${JSON.stringify(car)} ${[...tags].filter((t) => !t.startsWith('goal:')).sort()}`;
    const first = result.recommendations[0];
    const seen = byTags.get(key) ?? new Map<string, string>();
    seen.set(
      `${goal.id} [${answers.map((a) => a.id)}]`,
      first ? `${first.parameter}:${first.direction}` : 'none',
    );
    byTags.set(key, seen);
  });
  const shared = [...byTags.values()].filter(
    (seen) => new Set([...seen.keys()].map((r) => r.slice(0, r.indexOf(' ')))).size > 1,
  );

  it('meet somewhere (so the check below checks something)', () => {
    expect(shared.length).toBeGreaterThan(0);
  });

  it('get one headline', () => {
    const split = shared
      .filter((seen) => new Set(seen.values()).size > 1)
      .map((seen) => [...seen].map(([route, h]) => `${h} (${route})`).join(' vs '));
    expect(split.slice(0, 8)).toEqual([]);
  });
});
