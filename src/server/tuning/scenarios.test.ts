import { describe, expect, it } from 'vitest';
import type { VehicleFacts } from '../../shared/vehicle-class';
import { ELECTRIC_8, FOUR_WD_10, ids, NITRO_8, run, TWO_WD_10 } from './test/run';

/**
 * What a racer describes → the change the cited set-up books prescribe, which must be among the few
 * best recommendations. Each row names the source family it follows (see rules/*.ts for the citations).
 */
interface Scenario {
  name: string;
  goal: string;
  answers: string[];
  car?: VehicleFacts;
  expect: string[];
}

const SCENARIOS: Scenario[] = [
  // Steering (XRAY diffs / shocks / toe / caster / springs / bars; Associated B6.4)
  {
    name: '1:8 entry push, front slides → thinner front diff',
    goal: 'more-steering',
    answers: ['phase-entry', 'steer-slides', 'grip-medium', 'bumps-some'],
    car: NITRO_8,
    expect: ['frontDiffOil:thinner'],
  },
  {
    name: 'entry push, lazy front → thinner front oil and toe-out',
    goal: 'more-steering',
    answers: ['phase-entry', 'steer-lazy', 'grip-medium', 'bumps-smooth'],
    expect: ['frontShockOil:thinner', 'frontToe:increase'],
  },
  {
    name: '1:8 exit push on grip → thicker centre diff',
    goal: 'more-steering',
    answers: ['phase-exit', 'steer-slides', 'grip-high', 'bumps-smooth'],
    car: ELECTRIC_8,
    expect: ['centerDiffOil:thicker'],
  },
  {
    name: 'exit push, no car → more caster',
    goal: 'more-steering',
    answers: ['phase-exit', 'steer-lazy', 'grip-medium', 'bumps-some'],
    expect: ['frontCaster:increase'],
  },
  {
    name: 'mid-corner push, front slides → softer front spring and bar',
    goal: 'more-steering',
    answers: ['phase-mid', 'steer-slides', 'grip-medium', 'bumps-some'],
    expect: ['frontSpring:softer', 'frontSwayBar:softer'],
  },
  {
    name: 'leans and pushes → stiffer rear bar',
    goal: 'more-steering',
    answers: ['phase-mid', 'steer-rolls', 'grip-high', 'bumps-smooth'],
    expect: ['rearSwayBar:stiffer'],
  },
  {
    name: '1:10 2WD loose-track push → softer front springs',
    goal: 'more-steering',
    answers: ['phase-entry', 'steer-slides', 'grip-low', 'bumps-some'],
    car: TWO_WD_10,
    expect: ['frontSpring:softer'],
  },
  {
    name: '1:10 4WD mid push → thinner front diff',
    goal: 'more-steering',
    answers: ['phase-mid', 'steer-slides', 'grip-medium', 'bumps-some'],
    car: FOUR_WD_10,
    expect: ['frontDiffOil:thinner'],
  },
  // Stability (rear toe-in, damping, bars, wheelbase)
  {
    name: 'snaps loose on entry → more rear toe-in',
    goal: 'more-stability',
    answers: ['loose-braking', 'loose-snap', 'grip-medium', 'bumps-some'],
    expect: ['rearToe:increase'],
  },
  {
    name: 'slides on entry → thicker front oil',
    goal: 'more-stability',
    answers: ['loose-braking', 'loose-slide', 'grip-medium', 'bumps-some'],
    expect: ['frontShockOil:thicker'],
  },
  {
    name: 'slides through sweepers → softer rear bar',
    goal: 'more-stability',
    answers: ['loose-mid', 'loose-slide', 'grip-high', 'bumps-smooth'],
    expect: ['rearSwayBar:softer'],
  },
  {
    name: 'loose on power → more rear toe-in',
    goal: 'more-stability',
    answers: ['loose-exit', 'loose-snap', 'grip-medium', 'bumps-some'],
    car: NITRO_8,
    expect: ['rearToe:increase'],
  },
  {
    name: 'nervous on straights → less toe-out, longer wheelbase',
    goal: 'more-stability',
    answers: ['loose-straight', 'loose-dart', 'grip-medium', 'bumps-smooth'],
    expect: ['frontToe:decrease', 'rearArmPosition:back'],
  },
  {
    name: '4WD nervous car → thicker front diff',
    goal: 'more-stability',
    answers: ['loose-straight', 'loose-dart', 'grip-medium', 'bumps-some'],
    car: NITRO_8,
    expect: ['frontDiffOil:thicker'],
  },
  // Rear traction (springs, anti-squat, diffs, ESC)
  {
    name: 'bumpy wheelspin → softer rear springs, less anti-squat',
    goal: 'rear-traction',
    answers: ['traction-slow', 'traction-spin', 'grip-medium', 'bumps-rough'],
    car: NITRO_8,
    expect: ['rearSpring:softer', 'antiSquat:decrease'],
  },
  {
    name: '2WD wheelspin on grip → thicker gearbox diff',
    goal: 'rear-traction',
    answers: ['traction-slow', 'traction-spin', 'grip-high', 'bumps-smooth'],
    car: TWO_WD_10,
    expect: ['diffOil:thicker'],
  },
  {
    name: 'electric wheelspin → less punch',
    goal: 'rear-traction',
    answers: ['traction-slow', 'traction-spin', 'grip-high', 'bumps-smooth'],
    car: TWO_WD_10,
    expect: ['punchControl:decrease'],
  },
  {
    name: '2WD wheelspin → battery back',
    goal: 'rear-traction',
    answers: ['traction-slow', 'traction-spin', 'grip-medium', 'bumps-some'],
    car: TWO_WD_10,
    expect: ['batteryPosition:back'],
  },
  {
    name: 'rear steps out of sweepers → more rear toe-in',
    goal: 'rear-traction',
    answers: ['traction-fast', 'traction-stepout', 'grip-medium', 'bumps-some'],
    expect: ['rearToe:increase'],
  },
  {
    name: 'rear hops over bumps → less anti-squat, thinner rear oil',
    goal: 'rear-traction',
    answers: ['traction-straight', 'traction-hop', 'grip-medium', 'bumps-rough'],
    expect: ['antiSquat:decrease', 'rearShockOil:thinner'],
  },
  {
    name: '1:8 loose-track wheelspin → thinner centre diff',
    goal: 'rear-traction',
    answers: ['traction-slow', 'traction-spin', 'grip-low', 'bumps-some'],
    car: NITRO_8,
    expect: ['centerDiffOil:thinner'],
  },
  // Jumping (damping, drag brake)
  {
    name: 'rear kicks, nose drops → thicker rear oil',
    goal: 'jumping',
    answers: ['air-nose-down', 'takeoff-kick', 'landing-fine', 'jumps-big'],
    expect: ['rearShockOil:thicker'],
  },
  {
    name: 'electric nose-up → more drag brake',
    goal: 'jumping',
    answers: ['air-nose-up', 'takeoff-clean', 'landing-fine', 'jumps-small'],
    car: ELECTRIC_8,
    expect: ['dragBrake:increase'],
  },
  {
    name: 'bottoms out on big jumps → thicker oil',
    goal: 'jumping',
    answers: ['air-level', 'takeoff-clean', 'landing-bottom', 'jumps-big'],
    expect: ['frontShockOil:thicker', 'rearShockOil:thicker'],
  },
  {
    name: 'pogos on landing → thicker oil',
    goal: 'jumping',
    answers: ['air-level', 'takeoff-clean', 'landing-bounce', 'jumps-small'],
    expect: ['frontShockOil:thicker', 'rearShockOil:thicker'],
  },
  // Bumps (kick-up, droop, damping)
  {
    name: 'skips on braking chatter → kick-up, thinner front oil',
    goal: 'bumpy-track',
    answers: ['reaction-skips', 'where-braking', 'type-chatter', 'grip-medium'],
    expect: ['antiBraking:increase', 'droop:increase'],
  },
  {
    name: 'big holes → more droop, softer springs',
    goal: 'bumpy-track',
    answers: ['reaction-skips', 'where-straight', 'type-big', 'grip-medium'],
    expect: ['droop:increase'],
  },
  {
    name: 'ruts on exit, 4WD → less anti-squat',
    goal: 'bumpy-track',
    answers: ['reaction-swaps', 'where-exit', 'type-big', 'grip-medium'],
    car: NITRO_8,
    expect: ['antiSquat:decrease'],
  },
  // High grip (bars, ride height, roll centre, diffs)
  {
    name: 'traction rolls on carpet → stiffer front bar, lower car',
    goal: 'high-grip',
    answers: ['hg-roll', 'phase-mid', 'hg-carpet'],
    expect: ['frontSwayBar:stiffer', 'frontRideHeight:lower'],
  },
  {
    name: 'edgy on clay, 4WD → stiffer front bar, thicker front diff',
    goal: 'high-grip',
    answers: ['hg-edgy', 'phase-entry', 'hg-clay'],
    car: NITRO_8,
    expect: ['frontSwayBar:stiffer', 'frontDiffOil:thicker'],
  },
  {
    name: 'pushes on high grip → free the rear',
    goal: 'high-grip',
    answers: ['hg-push', 'phase-mid', 'hg-carpet'],
    expect: ['rearSwayBar:stiffer'],
  },
  // Low grip (diffs, springs, ESC)
  {
    name: 'dusty push, 4WD → thinner front and centre diff',
    goal: 'low-grip',
    answers: ['lg-steer', 'lg-dusty', 'phase-entry', 'bumps-some'],
    car: NITRO_8,
    expect: ['frontDiffOil:thinner', 'centerDiffOil:thinner'],
  },
  {
    name: 'wet, rear slides → more droop and softer rear',
    goal: 'low-grip',
    answers: ['lg-rear', 'lg-wet', 'phase-mid', 'bumps-rough'],
    expect: ['droop:increase'],
  },
  {
    name: 'loose wheelspin, electric → less punch',
    goal: 'low-grip',
    answers: ['lg-spin', 'lg-loose', 'phase-exit', 'bumps-some'],
    car: TWO_WD_10,
    expect: ['punchControl:decrease'],
  },
  // ESC (Hobbywing manuals, Tekno gearing)
  {
    name: 'ESC wheelspin → less punch',
    goal: 'esc-power',
    answers: ['launch-spin', 'speed-ok', 'mtemp-warm', 'brake-fine', 'coast-fine'],
    car: ELECTRIC_8,
    expect: ['punchControl:decrease'],
  },
  {
    name: 'slow and cool → more boost, bigger pinion',
    goal: 'esc-power',
    answers: ['launch-soft', 'speed-slow', 'mtemp-cool', 'brake-fine', 'coast-fine'],
    car: ELECTRIC_8,
    expect: ['boostTiming:increase', 'gearing:increase'],
  },
  {
    name: 'hot motor → smaller pinion, less boost',
    goal: 'esc-power',
    answers: ['launch-spin', 'speed-ok', 'mtemp-hot', 'brake-fine', 'coast-fine'],
    car: TWO_WD_10,
    expect: ['gearing:decrease', 'boostTiming:decrease'],
  },
  {
    name: 'rear locks on the brakes → gentler brakes',
    goal: 'esc-power',
    answers: ['launch-soft', 'speed-ok', 'mtemp-warm', 'brake-lock', 'coast-fine'],
    car: ELECTRIC_8,
    expect: ['initialBrakeForce:decrease', 'maxBrakeForce:decrease'],
  },
  {
    name: 'rolls on off throttle → more drag brake',
    goal: 'esc-power',
    answers: ['launch-soft', 'speed-ok', 'mtemp-warm', 'brake-fine', 'coast-free'],
    expect: ['dragBrake:increase'],
  },
  // Nitro (engine manuals, Associated clutch)
  {
    name: 'smoky bog → lean the low-speed needle',
    goal: 'nitro-engine',
    answers: ['bottom-bog', 'ntemp-ok', 'clutch-smooth', 'top-fine'],
    car: NITRO_8,
    expect: ['lowSpeedNeedle:decrease'],
  },
  {
    name: 'over 250 °F → richen the main needle',
    goal: 'nitro-engine',
    answers: ['bottom-crisp', 'ntemp-hot', 'clutch-smooth', 'top-fine'],
    car: NITRO_8,
    expect: ['highSpeedNeedle:increase', 'gearing:decrease'],
  },
  {
    name: 'slipping clutch → softer springs',
    goal: 'nitro-engine',
    answers: ['bottom-crisp', 'ntemp-ok', 'clutch-slip', 'top-fine'],
    expect: ['clutchSprings:softer'],
  },
  {
    name: 'revs out early → bigger clutch bell',
    goal: 'nitro-engine',
    answers: ['bottom-crisp', 'ntemp-ok', 'clutch-smooth', 'top-revs-out'],
    car: NITRO_8,
    expect: ['gearing:increase'],
  },
];

describe('knowledge-base scenarios', () => {
  it('has at least 30', () => expect(SCENARIOS.length).toBeGreaterThanOrEqual(30));

  it.each(SCENARIOS)('$name', ({ goal, answers, car, expect: wanted }) => {
    const result = run(goal, answers, car ?? null);
    expect(ids(result)).toEqual(expect.arrayContaining(wanted));
  });
});
