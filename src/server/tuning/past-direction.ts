import type { Direction } from '../../shared/schemas/tuning';
import { parameterDef, type Stepper } from './parameters';

/**
 * Which way an earlier change of a setup field moved its parameter, read from the values the racer
 * wrote ('500 cSt' → '450 cSt' is thinner). Reads numbers the way personalise.ts writes them; answers
 * null whenever that cannot be read safely (a spring colour, free text, two different units, a front
 * toe without "in" or "out"): the wizard then skips that change rather than guess what it did.
 */

/** A value as one comparable number, or null when it cannot be read safely. */
type Reader = (text: string, field: string) => number | null;

const NUMBER = /-?\d+(?:[.,]\d+)?/g;

/** The one number in the text (a comma as the decimal mark), or null for none or several. */
function single(text: string): number | null {
  const found = text.match(NUMBER);
  return found?.length === 1 ? Number((found[0] as string).replace(',', '.')) : null;
}

/** A number with a unit word: both values of a change must use the same one. */
interface Measured {
  value: number;
  unit: string;
}

/** Shock oil in cSt or in wt; a bare number up to 100 is a weight, as personalise.ts reads it. */
function shockOil(text: string): Measured | null {
  const value = single(text);
  if (value === null || value <= 0) return null;
  const unit = /wt/i.test(text) || (value <= 100 && !/cst/i.test(text)) ? 'wt' : 'cSt';
  return { value, unit };
}

/** Diff oil in cSt: '7k', '10,000 cSt', '5000'; a weight-oil number is not read. */
function diffOil(text: string): number | null {
  const compact = text.replace(/(\d),(\d{3})\b/g, '$1$2');
  const value = single(compact);
  if (value === null) return null;
  const cst = /\d\s*k/i.test(compact) ? value * 1000 : value;
  return cst >= 500 ? cst : null;
}

/** How negative the camber is: '-2°' and '2°' are both 2° of (negative) camber. */
function camber(text: string): number | null {
  const value = single(text);
  return value === null ? null : Math.abs(value);
}

/**
 * Toe as a signed number in the direction the field is usually set (front: out, rear: in). A signed
 * front toe without "in" or "out" is not read: brands write it both ways.
 */
function toe(usual: 'in' | 'out'): Reader {
  return (text) => {
    const value = single(text);
    if (value === null) return null;
    const word = /\bout\b/i.test(text) ? 'out' : /\bin\b/i.test(text) ? 'in' : null;
    if (word) return word === usual ? Math.abs(value) : -Math.abs(value);
    return value === 0 || usual === 'in' ? value : null;
  };
}

/** A bar that is off is the softest bar there is. */
function swayBar(text: string): number | null {
  if (/none|off|no bar|removed/i.test(text)) return 0;
  const value = single(text);
  return value !== null && value > 0 ? value : null;
}

/**
 * A spring rate ('4.4 lb', '52 gf/mm'), or a kit spring named by its colour and rate with the rate's
 * unit ('Blue 3.30 lb/in', as the kit catalogues write it, issue 32). A colour alone, or a colour with
 * a bare number ('Blue 1.6': a wire size or a part number as often as a rate), is not read.
 */
function spring(text: string): Measured | null {
  const m = text.match(
    /^\s*([A-Za-z][A-Za-z -]*?\s+)?(\d+(?:[.,]\d+)?)\s*(lbs?(?:\/in)?|gf\/mm|gf|g\/mm|kg\/mm|kg|n\/mm)?\s*$/i,
  );
  if (!m || (m[1] && !m[3])) return null;
  const value = Number((m[2] as string).replace(',', '.'));
  const unit = (m[3] ?? '').toLowerCase().replace(/^lbs?(\/in)?$/, 'lb');
  return value > 0 ? { value, unit } : null;
}

/**
 * How tall the gearing is, bigger = taller. '46/13' is a spur (or bell) pair whose smaller number is
 * the pinion or clutch bell; '13T' on its own counts the pinion's or bell's teeth, unless the field
 * is the spur. An internal ratio ('2.6:1') is a reduction: a bigger one is shorter.
 */
function gearing(text: string, field: string): number | null {
  const pair = text.match(/(\d+)\s*\/\s*(\d+)/);
  if (pair) {
    const [a, b] = [Number(pair[1]), Number(pair[2])];
    return a > 0 && b > 0 ? Math.min(a, b) / Math.max(a, b) : null;
  }
  const ratio = text.match(/(\d+(?:[.,]\d+)?)\s*:\s*1\b/);
  const value = ratio ? Number((ratio[1] as string).replace(',', '.')) : single(text);
  if (value === null || value <= 0) return null;
  // More spur teeth, or a bigger reduction, is shorter gearing.
  return field === 'spur' || field === 'internalRatio' || ratio ? -value : value;
}

function percent(text: string): number | null {
  return /%/.test(text) || /^\s*\d+(?:\.\d+)?\s*$/.test(text) ? single(text) : null;
}

/** A number in `unit` (or bare): '8 kHz', '3.4V', '1.2 mm'. */
const inUnit =
  (unit: RegExp) =>
  (text: string): number | null =>
    unit.test(text) || /^\d+(?:[.,]\d+)?$/.test(text) ? single(text) : null;

/** A switch: on is more of it than off. */
function onOff(text: string): number | null {
  if (/^(on|enabled?)$/i.test(text)) return 1;
  return /^(off|disabled?)$/i.test(text) ? 0 : null;
}

/** ESC timing as a level ('Level 3') or in degrees ('10°'): one unit throughout a change. */
function escTiming(text: string): Measured | null {
  const value = single(text);
  return value === null ? null : { value, unit: /level/i.test(text) ? 'level' : 'deg' };
}

const withUnit =
  (read: (text: string) => Measured | null) =>
  (from: string, to: string): [number, number] | null => {
    const a = read(from);
    const b = read(to);
    return a && b && a.unit === b.unit ? [a.value, b.value] : null;
  };

const PAIR_READERS: Partial<Record<Stepper, (from: string, to: string) => [number, number] | null>> = {
  shockOil: withUnit(shockOil),
  spring: withUnit(spring),
  escTiming: withUnit(escTiming),
};

const READERS: Partial<Record<Stepper, Reader>> = {
  diffOil: diffOil,
  camber: camber,
  frontToe: toe('out'),
  rearToe: toe('in'),
  caster: single,
  antiSquat: single,
  kickUp: single,
  rideHeight: single,
  swayBar: swayBar,
  gearing,
  escPercent: percent,
  escLevel: single,
  frequency: inUnit(/khz/i),
  voltage: inUnit(/v/i),
  gap: inUnit(/mm/i),
  onOff,
  nitroFuel: single,
};

/** Both values as comparable numbers, read the parameter's way; null when either cannot be. */
function readPair(stepper: Stepper, field: string, from: string, to: string): [number, number] | null {
  const pair = PAIR_READERS[stepper];
  if (pair) return pair(from, to);
  const read = READERS[stepper];
  if (!read) return null;
  const a = read(from, field);
  const b = read(to, field);
  return a === null || b === null ? null : [a, b];
}

/**
 * The direction (one of the parameter's own pair) a change of `field` from `from` to `to` moved
 * `parameter`; null when either value is empty or unreadable, the parameter unknown, or nothing moved.
 * `field` names the setup field when it is not the parameter's own (a `spur` change moves `gearing`).
 */
export function directionOf(
  parameter: string,
  from: string | null,
  to: string | null,
  field: string = parameter,
): Direction | null {
  const def = parameterDef(parameter);
  if (!def || !from?.trim() || !to?.trim()) return null;
  const pair = readPair(def.stepper, field, from.trim(), to.trim());
  if (!pair || pair[0] === pair[1]) return null;
  const [up, down] = def.directions;
  return pair[1] > pair[0] ? up : down;
}
