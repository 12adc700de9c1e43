import type { MaintenanceTipDef } from './types';

/**
 * Checks to make before changing the setup: a worn or broken part feels like a setup problem.
 * Sources: XRAY set-up books, "Shock building tips" and "Bearing maintenance"; HUDY set-up book,
 * "Before you start"; the app's guide figures (SPEC §9: air filter every 2–3 runs when dusty, 5–6 clean).
 * At most MAX_TIPS are shown, in this order; the screen shows them collapsed, so each is one short line.
 */
export const MAX_TIPS = 4;

const CHASSIS_GOALS = [
  'goal:more-steering',
  'goal:more-stability',
  'goal:calmer-steering',
  'goal:rear-traction',
  'goal:direction-change',
  'goal:less-roll',
  'goal:jumping',
  'goal:bumpy-track',
  'goal:bottoming',
  'goal:high-grip',
  'goal:low-grip',
];
const CHASSIS_GOAL = { any: CHASSIS_GOALS } as const;

export const MAINTENANCE_TIPS: readonly MaintenanceTipDef[] = [
  {
    id: 'shocks',
    when: CHASSIS_GOAL,
    text: 'Check every shock for air and leaks and that pairs rebound the same: uneven damping feels like a setup problem.',
  },
  {
    id: 'free-suspension',
    when: { any: ['push', 'loose', 'darty', 'bottoming', 'skips', 'direction-change'] },
    text: 'Make sure the suspension drops freely under its own weight: a binding arm, hinge pin or ball cup hides any change.',
  },
  {
    id: 'tyres',
    when: { any: ['push', 'loose', 'wheelspin', 'rear-breaks-away', 'traction-roll'] },
    text: 'Check tyre wear and the foam inserts: worn tyres or collapsed inserts cost more grip than any setup change.',
  },
  {
    id: 'steering-slop',
    when: { any: ['darty', 'twitchy', 'edgy'] },
    text: 'Check the steering for slop and the servo saver for play: a loose steering feels darty.',
  },
  {
    id: 'ride-height-check',
    when: { any: ['scraping', 'bottoming', 'landing'] },
    text: 'Measure the ride height after a run: springs settle and the chassis sits lower than it did on the bench.',
  },
  {
    id: 'diffs-4wd',
    when: { ...CHASSIS_GOAL, all: ['drive:4wd'] },
    text: 'Check the diffs for leaks: a diff that has lost oil acts like a much thinner one.',
  },
  {
    id: 'slipper-2wd',
    when: { all: ['drive:2wd'], any: ['wheelspin', 'rear-breaks-away', 'goal:rear-traction'] },
    text: 'Check the slipper clutch: one that slips too much feels like missing rear traction.',
  },
  {
    id: 'tweak',
    when: { any: ['twist', 'swing'] },
    text: 'Check the car for tweak: with equal droop and ride height both sides, a twisted chassis jumps crooked.',
  },
  {
    id: 'clean-tyres',
    when: { any: ['dusty', 'surface:carpet', 'surface:clay', 'surface:treated'] },
    text: 'Clean the tyres before every run: dust on the tread takes grip away.',
  },
  {
    id: 'air-filter',
    when: { all: ['power:nitro'], any: ['goal:nitro-engine', 'goal:nitro-idle', 'dusty'] },
    text: 'Clean and re-oil the air filter every 2–3 runs on a dusty track, every 5–6 on a clean one.',
  },
  {
    id: 'tune-warm',
    when: { any: ['goal:nitro-engine', 'goal:nitro-idle'] },
    text: 'Tune only with the engine at running temperature (200–230 °F / 93–110 °C), 1/8 turn at a time.',
  },
  {
    id: 'clutch-wear',
    when: { all: ['clutch-late'] },
    text: 'Check the clutch shoes and bell for wear: a glazed or worn bell slips whatever the springs.',
  },
  {
    id: 'motor-drag',
    when: { any: ['motor-hot'] },
    text: 'Check the gear mesh, the motor bearings and that the drivetrain spins freely: drag makes heat.',
  },
  {
    id: 'power-connectors',
    when: { any: ['sluggish'] },
    text: 'Check the battery plugs and motor wires: a loose or burnt connector feels like a lazy ESC.',
  },
];
