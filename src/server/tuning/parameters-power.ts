import { ELECTRIC, esc, FOUR_WD, more, NITRO, oil, type ParameterDef } from './parameter-kinds';

/** A setting on the electric part of the setup sheet (motor, slipper). */
const electricSheet = (
  label: string,
  category: string,
  stepper: ParameterDef['stepper'],
  up: string,
  down: string,
) => more(label, category, stepper, up, down, { requires: ELECTRIC });
/** A setting on the nitro part of the setup sheet (engine, fuel, clutch). */
const nitroSheet = (
  label: string,
  category: string,
  stepper: ParameterDef['stepper'],
  up: string,
  down: string,
) => more(label, category, stepper, up, down, { requires: NITRO });

/**
 * Differentials, gearing, the ESC and the nitro engine and clutch: what the power rules change.
 * coverage.ts maps every sheet and ESC field to one of these.
 */
export const POWER_PARAMETERS = {
  diffOil: oil('Gearbox diff oil', 'Differentials', 'diffOil', ['drive:2wd']),
  frontDiffOil: oil('Front diff oil', 'Differentials', 'diffOil', FOUR_WD),
  centerDiffOil: oil('Centre diff oil', 'Differentials', 'diffOil', FOUR_WD),
  rearDiffOil: oil('Rear diff oil', 'Differentials', 'diffOil', FOUR_WD),
  gearing: more('Gearing', 'Gearing', 'gearing', 'taller gearing', 'shorter gearing'),
  // A slipper clutch is a 1:10 part: 1:8 cars drive through a centre diff (and a nitro clutch).
  slipper: {
    label: 'Slipper clutch',
    category: 'Drivetrain',
    directions: ['stiffer', 'softer'],
    meaning: { stiffer: 'tighter (slips less)', softer: 'looser (slips more)' },
    stepper: 'text',
    requires: [...ELECTRIC, 'scale:1:10'],
    source: 'sheet',
  },
  motorKv: electricSheet(
    'Motor kV (or turns)',
    'Motor',
    'text',
    'higher kV (fewer turns)',
    'lower kV (more turns)',
  ),
  endbellTiming: electricSheet('Motor endbell timing', 'Motor', 'escTiming', 'more timing', 'less timing'),
  punchControl: esc('Punch control', 'escLevel', 'more punch', 'less punch'),
  startMode: esc('Start mode', 'escLevel', 'a more aggressive start', 'a softer start'),
  startupForce: esc('Start-up force', 'escPercent', 'more start-up force', 'less start-up force'),
  runningFrequency: esc('Running (drive) frequency', 'frequency', 'higher frequency', 'lower frequency'),
  neutralRange: esc('Neutral range', 'escPercent', 'a wider neutral range', 'a narrower neutral range'),
  maxRpm: esc('Max RPM limit', 'text', 'a higher limit (or none)', 'a lower limit'),
  activeFreewheeling: esc('Active freewheeling', 'onOff', 'on', 'off'),
  boostTiming: esc('Boost timing', 'escTiming', 'more boost', 'less boost'),
  turbo: esc('Turbo timing', 'escTiming', 'more turbo', 'less turbo'),
  motorTiming: esc('Motor (can) timing', 'escTiming', 'more timing', 'less timing'),
  timingAdvance: esc('Timing advance', 'escTiming', 'more advance', 'less advance'),
  cutoffVoltage: esc('Cut-off voltage', 'voltage', 'a higher cut-off', 'a lower cut-off'),
  dragBrake: esc('Drag brake', 'escPercent', 'more drag brake', 'less drag brake'),
  initialBrakeForce: esc('Initial brake', 'escPercent', 'stronger', 'gentler'),
  maxBrakeForce: esc('Max brake', 'escPercent', 'stronger', 'weaker'),
  brakingFrequency: esc('Braking frequency', 'frequency', 'higher (smoother)', 'lower (sharper)'),
  lowSpeedNeedle: nitroSheet('Low-speed needle', 'Engine', 'text', 'richer (open)', 'leaner (close)'),
  highSpeedNeedle: nitroSheet('High-speed needle', 'Engine', 'text', 'richer (open)', 'leaner (close)'),
  idle: nitroSheet('Idle', 'Engine', 'gap', 'a higher idle', 'a lower idle'),
  glowPlug: nitroSheet('Glow plug', 'Engine', 'text', 'a hotter plug', 'a colder plug'),
  fuel: nitroSheet('Fuel (nitro content)', 'Engine', 'nitroFuel', 'more nitro', 'less nitro'),
  clutchSprings: {
    label: 'Clutch springs',
    category: 'Clutch',
    directions: ['stiffer', 'softer'],
    meaning: { stiffer: 'stiffer (engages later)', softer: 'softer (engages earlier)' },
    stepper: 'text',
    requires: NITRO,
    source: 'sheet',
  },
  clutchShoes: nitroSheet(
    'Clutch shoes',
    'Clutch',
    'text',
    'more aggressive shoes (aluminium)',
    'smoother shoes (composite)',
  ),
  clutchGap: nitroSheet(
    'Clutch gap',
    'Clutch',
    'gap',
    'a wider gap (engages later)',
    'a smaller gap (engages earlier)',
  ),
} as const satisfies Record<string, ParameterDef>;
