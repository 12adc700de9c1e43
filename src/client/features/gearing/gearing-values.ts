import { type GearingClass, isGearingClass } from '../../../shared/gearing/classes';
import { DEFAULT_LOAD_PERCENT } from '../../../shared/gearing/speed';
import { typedNumber } from '../../../shared/typed-number';

/**
 * The calculator's fields as typed (strings: a half-typed '2,' must stay on screen). The schemas in
 * shared/schemas/gearing.ts turn them into numbers; this file only knows defaults and the URL.
 */
export interface GearingValues {
  gearingClass: GearingClass;
  pinion: string;
  spur: string;
  ratio: string;
  tyreMm: string;
  kv: string;
  volts: string;
  loadPercent: string;
  engineRpm: string;
  pinionFrom: string;
  pinionTo: string;
  spurFrom: string;
  spurTo: string;
  /** Blank: the current rollout. */
  targetMm: string;
  tolerancePercent: string;
}

export type GearingField = Exclude<keyof GearingValues, 'gearingClass'>;

/** A typical car of each class to start from; every value is the racer's to change. */
const DEFAULTS: Record<GearingClass, Omit<GearingValues, 'gearingClass'>> = {
  '1:10-electric': {
    pinion: '27',
    spur: '81',
    ratio: '2.6',
    tyreMm: '84',
    kv: '4000',
    volts: '7.4',
    loadPercent: String(DEFAULT_LOAD_PERCENT),
    engineRpm: '',
    pinionFrom: '22',
    pinionTo: '32',
    spurFrom: '76',
    spurTo: '87',
    targetMm: '',
    tolerancePercent: '1',
  },
  '1:8-electric': {
    pinion: '16',
    spur: '46',
    ratio: '3.3',
    tyreMm: '83',
    kv: '2000',
    volts: '14.8',
    loadPercent: String(DEFAULT_LOAD_PERCENT),
    engineRpm: '',
    pinionFrom: '12',
    pinionTo: '20',
    spurFrom: '44',
    spurTo: '50',
    targetMm: '',
    tolerancePercent: '1',
  },
  '1:8-nitro': {
    pinion: '13',
    spur: '46',
    ratio: '3.3',
    tyreMm: '83',
    kv: '',
    volts: '',
    loadPercent: String(DEFAULT_LOAD_PERCENT),
    engineRpm: '35000',
    pinionFrom: '12',
    pinionTo: '15',
    spurFrom: '44',
    spurTo: '50',
    targetMm: '',
    tolerancePercent: '1',
  },
};

export const defaultValues = (gearingClass: GearingClass): GearingValues => ({
  gearingClass,
  ...DEFAULTS[gearingClass],
});

/**
 * Initial values from the page's query, so a setup sheet (issue 19 item 2) or a shared link can open
 * the calculator on a car: `?class=1:8-nitro&pinion=13&spur=46&diff=3.308&tyre=83`. `bell` is read as
 * the pinion and `internal` or `diff` as the ratio; anything else keeps the class's default, and the
 * form's own checks show what is wrong with a bad value.
 */
export function valuesFromQuery(query: URLSearchParams): GearingValues {
  const requested = query.get('class');
  const values = defaultValues(isGearingClass(requested) ? requested : '1:10-electric');
  const take = (field: GearingField, ...names: string[]) => {
    for (const name of names) {
      const value = query.get(name)?.trim();
      if (value) {
        values[field] = value.slice(0, 20);
        return;
      }
    }
  };
  take('pinion', 'pinion', 'bell');
  take('spur', 'spur');
  take('ratio', 'internal', 'diff');
  take('tyreMm', 'tyre');
  return values;
}

/** '2,6' and '2.6' alike (a racer's phone keyboard may only offer a comma); blank is not a number. */
export const toNumber = (text: string): number => typedNumber(text) ?? Number.NaN;
