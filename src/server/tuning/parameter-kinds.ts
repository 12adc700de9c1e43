import type { Direction } from '../../shared/schemas/tuning';
import type { Tag } from './types';

/** How personalise.ts turns a current value into the next step. */
export type Stepper =
  | 'shockOil'
  | 'diffOil'
  | 'camber'
  | 'frontToe'
  | 'rearToe'
  | 'caster'
  | 'antiSquat'
  | 'kickUp'
  | 'rideHeight'
  | 'swayBar'
  | 'spring'
  | 'gearing'
  | 'escPercent'
  | 'escTiming'
  | 'escLevel'
  | 'frequency'
  | 'voltage'
  | 'gap'
  | 'onOff'
  | 'nitroFuel'
  | 'text';

export interface ParameterDef {
  label: string;
  category: string;
  /** The opposite pair this parameter moves in; the first is what `increase`-like means for it. */
  directions: readonly [Direction, Direction];
  /** What each direction means, said the racer's way ("more negative camber"). */
  meaning: Readonly<Partial<Record<Direction, string>>>;
  stepper: Stepper;
  /** Tags the car must have for this part to exist (a centre diff needs `drive:4wd`). */
  requires?: readonly Tag[];
  /** Where the current value is read: the installed setup sheet or the installed ESC setup. */
  source?: 'sheet' | 'esc';
}

export const FOUR_WD = ['drive:4wd'] as const;
export const ELECTRIC = ['power:electric'] as const;
export const NITRO = ['power:nitro'] as const;
export const oil = (
  label: string,
  category: string,
  stepper: Stepper,
  requires?: readonly Tag[],
): ParameterDef => ({
  label,
  category,
  directions: ['thicker', 'thinner'],
  meaning: { thicker: 'thicker oil', thinner: 'thinner oil' },
  stepper,
  requires,
  source: 'sheet',
});
export const soft = (label: string, category: string, stepper: Stepper): ParameterDef => ({
  label,
  category,
  directions: ['stiffer', 'softer'],
  meaning: { stiffer: 'stiffer', softer: 'softer' },
  stepper,
  source: 'sheet',
});
export const height = (label: string, category: string, stepper: Stepper): ParameterDef => ({
  label,
  category,
  directions: ['raise', 'lower'],
  meaning: { raise: 'higher', lower: 'lower' },
  stepper,
  source: 'sheet',
});
export const more = (
  label: string,
  category: string,
  stepper: Stepper,
  increase: string,
  decrease: string,
  extra: Partial<ParameterDef> = {},
): ParameterDef => ({
  label,
  category,
  directions: ['increase', 'decrease'],
  meaning: { increase, decrease },
  stepper,
  source: 'sheet',
  ...extra,
});
/** An ESC setting: only for electric cars, read from the car's installed ESC setup. */
export const esc = (label: string, stepper: Stepper, increase: string, decrease: string): ParameterDef =>
  more(label, 'ESC', stepper, increase, decrease, { requires: ELECTRIC, source: 'esc' });
