import { ELECTRIC_8, NITRO_8, type Scenario, TWO_WD_10 } from './run';

/** Scenarios for jumping, bumps, grip, ESC and nitro goals (the table starts in ./scenarios.ts). */
export const TRACK_SCENARIOS: Scenario[] = [
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
