import type { VehicleFacts } from '../../../shared/vehicle-class';
import { factsFromAnswers, trackTags, vehicleTags } from '../context';
import { analyse, type SetupValues, tagsFor } from '../engine';
import { GOALS_BY_ID, questionsOf } from '../knowledge-base';
import type { Tag, TuningOptionDef } from '../types';

/**
 * The routes into one symptom (issue 32, item 3): a goal and the answers that say the symptom there
 * ("More steering" + "the front tyres slide", "High-grip track" + "it pushes"). The goal's other
 * questions are driven through every answer, as a racer could give them.
 */
export interface Route {
  goal: string;
  fixed: readonly string[];
}

export interface RouteOutcome {
  /** `goal [answers]`, to name a failing route. */
  route: string;
  /** The car, the track and the `compare` tags the answers raised: equal keys say the same thing. */
  key: string;
  headline: string;
  /** The full list, for the contradiction checks. */
  all: readonly string[];
}

/** Tags about the car and the track, which every route must agree on before their advice is compared. */
const CONTEXT_GROUP = /^(grip|surface|bumps|layout|scale|drive|power|class):/;
const TRACK_WORDS = new Set(['dusty', 'wet', 'loose-surface']);
export const isContextTag = (t: Tag) => CONTEXT_GROUP.test(t) || TRACK_WORDS.has(t);

/** Installed sheets that settle the track, so the wizard asks only about the car's behaviour. */
export const TRACKS: readonly SetupValues[] = [
  { trackSurface: 'Clay', trackConditions: 'Abrasive/High Grip, Smooth/Freshly Prepped' },
  { trackSurface: 'Carpet', trackConditions: null },
  { trackSurface: 'Clay', trackConditions: 'Medium grip, Blown Out/Rutted' },
  { trackSurface: 'Dirt', trackConditions: 'Dry/Dusty, bumpy' },
  { trackSurface: 'Dirt', trackConditions: 'Wet/Muddy, smooth' },
].map((t, i) => ({
  id: i + 1,
  name: `${t.trackSurface} ${t.trackConditions ?? ''}`.trim(),
  ...t,
  values: {},
}));

function* product(lists: readonly (readonly TuningOptionDef[])[]): Generator<TuningOptionDef[]> {
  const [head, ...rest] = lists;
  if (!head) {
    yield [];
    return;
  }
  for (const option of head) for (const tail of product(rest)) yield [option, ...tail];
}

/** Every answer set of the route on this car and track, analysed. */
export function driveRoute(
  route: Route,
  car: VehicleFacts,
  sheet: SetupValues,
  compare: readonly Tag[],
): RouteOutcome[] {
  const goal = GOALS_BY_ID.get(route.goal);
  if (!goal) throw new Error(`no goal ${route.goal}`);
  if (goal.powertrain && car.power !== goal.powertrain) return [];
  const questions = questionsOf(goal, [
    ...vehicleTags(car),
    ...trackTags(sheet.trackSurface, sheet.trackConditions),
  ]);
  const choices = questions.map((q) => {
    const fixed = q.options.filter((o) => route.fixed.includes(o.id));
    return fixed.length ? fixed : q.options;
  });
  const missing = route.fixed.filter((id) => !choices.some((c) => c.length === 1 && c[0]?.id === id));
  // A fixed answer to a question the track already settles is no route: the racer is never asked it.
  if (missing.length) return [];
  const outcomes: RouteOutcome[] = [];
  for (const answers of product(choices)) {
    const facts = factsFromAnswers(
      car,
      answers.flatMap((a) => a.tags),
    );
    const input = {
      goal,
      answers,
      vehicle: { label: 'route car', facts, isSavedCar: true },
      sheet,
      esc: null,
    };
    const tags = tagsFor(input);
    const result = analyse(input);
    const all = result.allRecommendations.map((r) => `${r.parameter}:${r.direction}`);
    const said = [...tags].filter((t) => isContextTag(t) || compare.includes(t)).sort();
    outcomes.push({
      route: `${goal.id} [${answers.map((a) => a.id).join(', ')}]`,
      key: `${JSON.stringify(car)} ${said.join(' ')}`,
      headline: all[0] ?? 'none',
      all,
    });
  }
  return outcomes;
}
