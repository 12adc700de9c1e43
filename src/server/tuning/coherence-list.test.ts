import { describe, expect, it } from 'vitest';
import { explore, type Visit } from './test/explore';

/**
 * No contradiction anywhere in one answer's full list (issue 32, item 4). The engine keeps one
 * direction per parameter (coherence.test.ts); these tables, written from the set-up books, catch
 * two different parameters pulling the car's balance opposite ways in one answer.
 *
 * XRAY XB8 / XB4 / XB2 set-up books, "Anti-roll bars", "Springs", "Front toe", "Rear toe-in",
 * "Differentials" and "Wheelbase"; HUDY set-up book, "Tyres": each of these adds steering (front
 * grip against rear grip), its opposite takes it away.
 */
const ADDS_STEERING = [
  'frontSwayBar:softer',
  'rearSwayBar:stiffer',
  'frontSpring:softer',
  'rearSpring:stiffer',
  'frontToe:increase',
  'rearToe:decrease',
  'frontTyre:increase',
  'rearTyre:decrease',
  'frontDiffOil:thinner',
  'rearArmPosition:forward',
];
const OPPOSITE: Readonly<Record<string, string>> = {
  softer: 'stiffer',
  stiffer: 'softer',
  increase: 'decrease',
  decrease: 'increase',
  thinner: 'thicker',
  forward: 'back',
};
const TAKES_STEERING = ADDS_STEERING.map((id) => {
  const [parameter, direction] = id.split(':') as [string, string];
  return `${parameter}:${OPPOSITE[direction]}`;
});

/**
 * XRAY XB8 2024 set-up book, "Caster": more caster takes entry steering away and adds it on power
 * out of the corner. Related entry complaints (braking, off the throttle, still on the power) must
 * never get caster both ways.
 */
const ENTRY_PHASES = ['phase-entry', 'phase-entry-coast', 'phase-entry-power'];

describe('the extended list never contradicts itself', () => {
  const both: string[] = [];
  const against: string[] = [];
  const entryCaster = new Map<string, Set<string>>();
  const slipper: string[] = [];
  explore(({ goal, car, tags, answers, result }: Visit) => {
    const ids = result.allRecommendations.map((r) => `${r.parameter}:${r.direction}`);
    const where = `${goal.id} ${answers.map((a) => a.id)} on ${car.scale} ${car.drivetrain} ${car.power}`;
    // Over bumps a bar is a link between the wheels before it is a balance setting: a softer front
    // bar for a car that darts over bumps is the XB8's bump advice, not more steering.
    const adds = ids.filter(
      (id) => ADDS_STEERING.includes(id) && !(id === 'frontSwayBar:softer' && tags.has('bump-steer')),
    );
    const takes = ids.filter((id) => TAKES_STEERING.includes(id));
    // Stiffer at both ends is the books' answer to roll and slow direction changes: the balance
    // is checked where the complaint is about balance.
    const balance = ['push', 'loose', 'darty', 'edgy'].some((t) => tags.has(t));
    if (balance && adds.length && takes.length) both.push(`${where}: ${adds} vs ${takes}`);
    // A push asks for steering, a darty or edgy car for less: nothing in the list the other way.
    if (tags.has('push') && takes.length) against.push(`${where}: push but ${takes}`);
    if ((tags.has('darty') || tags.has('edgy')) && adds.length) against.push(`${where}: darty but ${adds}`);
    if (tags.has('loose') && adds.length) against.push(`${where}: loose but ${adds}`);
    // A 1:8 car (the EB48 among them) has no slipper: a centre diff takes its place.
    if (result.vehicle?.scale === '1:8' && ids.some((id) => id.startsWith('slipper:')))
      slipper.push(`${where}: ${ids.filter((id) => id.startsWith('slipper:'))}`);
    const phase = answers.find((a) => ENTRY_PHASES.includes(a.id));
    if (!phase) return;
    const key = `${goal.id} ${JSON.stringify(car)} ${answers.filter((a) => a !== phase).map((a) => a.id)}`;
    const caster = entryCaster.get(key) ?? new Set<string>();
    for (const id of ids) if (id.startsWith('frontCaster:')) caster.add(id);
    entryCaster.set(key, caster);
  });

  it('never adds steering and takes it away in one list', () => expect(both.slice(0, 8)).toEqual([]));

  it('never goes against the steering complaint anywhere in the list', () =>
    expect(against.slice(0, 8)).toEqual([]));

  it('never asks a 1:8 car for a slipper change', () => expect(slipper).toEqual([]));

  it('turns caster one way for every related entry complaint', () => {
    const split = [...entryCaster].filter(([, s]) => s.size > 1).map(([k]) => k);
    expect(entryCaster.size).toBeGreaterThan(0);
    expect(split.slice(0, 8)).toEqual([]);
  });
});
