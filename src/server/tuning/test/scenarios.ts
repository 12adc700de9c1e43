import { ELECTRIC_8, FOUR_WD_10, NITRO_8, type Scenario, TWO_WD_10 } from './run';
import { TRACK_SCENARIOS } from './scenarios-track';

/**
 * What a racer describes → the change the cited set-up books prescribe, which must be among the few
 * best recommendations. Each row names the source family it follows (see rules/*.ts for the citations).
 */
/** Steering, stability and rear traction; ./scenarios-track.ts holds the rest. */
const CHASSIS_SCENARIOS: Scenario[] = [
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
];

export const SCENARIOS: Scenario[] = [...CHASSIS_SCENARIOS, ...TRACK_SCENARIOS];
