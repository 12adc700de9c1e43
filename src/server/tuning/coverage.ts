import type { EscTuningKey, SetupSheetTuningKey } from '../../shared/constants/setup-fields';
import type { Tag } from './types';

/**
 * The wizard's coverage map (issue 17), as data the tests check (coverage.test.ts):
 * - every field of the setup sheet and of the ESC setup names the parameter whose advice changes it,
 *   or says why it is a record and not a setting the wizard moves;
 * - every symptom family a racer describes names the tags its answers raise.
 */

/** A field the wizard never moves, and why. */
export interface RecordOnly {
  recordOnly: string;
}

export type FieldCoverage = string | RecordOnly;

const CONDITIONS = { recordOnly: 'A record of the day the setup ran, not a setting' } as const;
/** Parts and geometry a kit sheet records, which no symptom the wizard hears moves (issue 33). */
const SHOCK_BUILD = {
  recordOnly: 'How the shock is built (bladder or emulsion); its damping is tuned with oil and pistons',
} as const;

export const SHEET_FIELD_COVERAGE: Readonly<Record<SetupSheetTuningKey, FieldCoverage>> = {
  frontTyre: 'frontTyre',
  frontInsert: 'frontInsert',
  rearTyre: 'rearTyre',
  rearInsert: 'rearInsert',
  frontCamber: 'frontCamber',
  frontToe: 'frontToe',
  frontCaster: 'frontCaster',
  frontRideHeight: 'frontRideHeight',
  frontSwayBar: 'frontSwayBar',
  frontRollCenter: 'frontRollCenter',
  frontArmPosition: 'frontArmPosition',
  frontWheelbase: {
    recordOnly: 'Set by spacers to fit the kit; the wizard moves the wheelbase at the rear hub instead',
  },
  // The C-hub (caster block) is what sets caster on most cars.
  frontHubCarrier: 'frontCaster',
  rearCamber: 'rearCamber',
  rearToe: 'rearToe',
  // The toe block is how rear toe (and anti-squat) is set on most cars.
  rearToeBlock: 'rearToe',
  rearRideHeight: 'rearRideHeight',
  rearSwayBar: 'rearSwayBar',
  rearRollCenter: 'rearRollCenter',
  rearArmPosition: 'rearArmPosition',
  rearAxleHeight: {
    recordOnly:
      'Set once with the hub inserts to suit the kit and its tyres; no symptom moves it in the wizard',
  },
  // Rear hub carriers come in toe-in angles: the part is how rear toe is set on many cars.
  rearHubCarrier: 'rearToe',
  frontShockOil: 'frontShockOil',
  rearShockOil: 'rearShockOil',
  frontSpring: 'frontSpring',
  rearSpring: 'rearSpring',
  frontPiston: 'frontPiston',
  rearPiston: 'rearPiston',
  frontShockTowerHole: 'frontShockTowerHole',
  rearShockTowerHole: 'rearShockTowerHole',
  frontShockArmHole: 'frontShockArmHole',
  rearShockArmHole: 'rearShockArmHole',
  frontShockLength: 'frontShockLength',
  rearShockLength: 'rearShockLength',
  frontLimiters: 'frontLimiters',
  rearLimiters: 'rearLimiters',
  frontShockCap: SHOCK_BUILD,
  rearShockCap: SHOCK_BUILD,
  ackermann: {
    recordOnly:
      'Steering geometry set from the kit sheet; the wizard tunes steering with toe, caster and springs',
  },
  bumpSteer: {
    recordOnly: 'Shimmed to match the kit geometry; the wizard tunes steering with toe, caster and springs',
  },
  servo: { recordOnly: 'The servo itself: equipment, not a setting' },
  servoSaver: {
    recordOnly: 'Set once to suit the servo (stiffer for a stronger one), not for a handling symptom',
  },
  diffOil: 'diffOil',
  frontDiffOil: 'frontDiffOil',
  centerDiffOil: 'centerDiffOil',
  rearDiffOil: 'rearDiffOil',
  slipper: 'slipper',
  droop: 'droop',
  antiSquat: 'antiSquat',
  antiBraking: 'antiBraking',
  body: { recordOnly: 'The body shell itself; the wing angle is the aero setting the wizard moves' },
  wing: 'rearWing',
  weight: 'ballast',
  // Balance is where the weight sits, moved with ballast (front to back, as the wizard advises it).
  balanceFrontRear: 'ballast',
  balanceLeftRight: {
    recordOnly:
      'Measured side to side and evened with ballast; the wizard advises ballast front to back only',
  },
  ballast: 'ballast',
  batteryPosition: 'batteryPosition',
  motor: { recordOnly: 'The motor itself; its kV (or turns) and timing are the settings the wizard moves' },
  motorKv: 'motorKv',
  endbellTiming: 'endbellTiming',
  gearing: 'gearing',
  pinion: 'gearing',
  spur: 'gearing',
  internalRatio: 'gearing',
  tyreDiameter: {
    recordOnly: 'Measured from the tyres as they wear; it sets the rollout that gearing advice works from',
  },
  engine: { recordOnly: 'The engine itself; its needles, plug, fuel and clutch are the settings' },
  glowPlug: 'glowPlug',
  fuel: 'fuel',
  highSpeedNeedle: 'highSpeedNeedle',
  lowSpeedNeedle: 'lowSpeedNeedle',
  idle: 'idle',
  clutchShoes: 'clutchShoes',
  clutchSprings: 'clutchSprings',
  clutchGap: 'clutchGap',
  clutchBell: 'gearing',
  raceEvent: CONDITIONS,
  raceDate: CONDITIONS,
  airTemperature: CONDITIONS,
  trackTemperature: CONDITIONS,
};

export const ESC_FIELD_COVERAGE: Readonly<Record<EscTuningKey, FieldCoverage>> = {
  punchControl: 'punchControl',
  startMode: 'startMode',
  startupForce: 'startupForce',
  runningFrequency: 'runningFrequency',
  neutralRange: 'neutralRange',
  maxReverse: { recordOnly: 'Reverse is switched off for racing; it is not a handling setting' },
  maxRpm: 'maxRpm',
  motorDirection: { recordOnly: 'Set once to match the wiring; it is not a handling setting' },
  activeFreewheeling: 'activeFreewheeling',
  initialBrakeForce: 'initialBrakeForce',
  maxBrakeForce: 'maxBrakeForce',
  dragBrake: 'dragBrake',
  brakingFrequency: 'brakingFrequency',
  motorTiming: 'motorTiming',
  boostTiming: 'boostTiming',
  turbo: 'turbo',
  timingAdvance: 'timingAdvance',
  lowVoltageProtection: 'cutoffVoltage',
  cutoffVoltage: 'cutoffVoltage',
  temperatureProtection: {
    recordOnly: 'A safety limit: a hot motor is cooled (gearing, timing), never by raising the cut-out',
  },
};

/** Where in the corner, what goes wrong, and what the throttle is doing (tags the answers raise). */
export const CORNER_PHASES = ['entry', 'mid', 'exit'] as const;
export const CORNER_PROBLEMS = ['push', 'loose', 'darty'] as const;
export const THROTTLE_STATES = ['off-throttle', 'braking', 'on-power'] as const;

/** The other families of symptoms a racer describes; any one of the tags stands for the family. */
export const SYMPTOM_FAMILIES: ReadonlyArray<{ id: string; label: string; any: readonly Tag[] }> = [
  { id: 'straights', label: 'Straights', any: ['straight'] },
  { id: 'chicanes', label: 'Chicanes and direction changes', any: ['direction-change'] },
  { id: 'hairpins', label: 'Tight hairpins', any: ['hairpin'] },
  { id: 'fast-sweepers', label: 'Fast sweepers', any: ['fast-corners'] },
  { id: 'jump-takeoff', label: 'Jumps: take-off', any: ['rear-kick', 'twist'] },
  { id: 'jump-air', label: 'Jumps: in the air', any: ['nose-down', 'nose-up'] },
  { id: 'jump-landing', label: 'Jumps: landing', any: ['landing'] },
  { id: 'bumps-chatter', label: 'Bumps: chatter', any: ['chatter'] },
  { id: 'bumps-braking', label: 'Bumps: braking bumps', any: ['braking-bumps'] },
  { id: 'bumps-big', label: 'Bumps: big bumps and holes', any: ['big-bumps'] },
  { id: 'bumps-rhythm', label: 'Bumps: rhythm and whoops', any: ['whoops'] },
  { id: 'truggy-harsh', label: 'Truggy harshness over rough sections', any: ['harsh'] },
  { id: 'traction-roll', label: 'Traction roll', any: ['traction-roll'] },
  { id: 'scraping', label: 'Scraping and bottoming', any: ['scraping', 'bottoming'] },
  { id: 'throttle-feel', label: 'Throttle feel', any: ['throttle-twitchy', 'punchy', 'sluggish'] },
  { id: 'top-speed', label: 'Top speed', any: ['slow-top'] },
  { id: 'run-time', label: 'Run time', any: ['short-run'] },
  { id: 'temperature', label: 'Temperature', any: ['motor-hot', 'engine-hot'] },
];
