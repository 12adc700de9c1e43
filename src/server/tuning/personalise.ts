import type { VehicleScale } from '../../shared/constants/vehicles';
import type { Direction } from '../../shared/schemas/tuning';
import type { Stepper } from './parameters';
import { type StepKey, stepSize } from './steps';

/**
 * Steps a value as a racer writes it on a setup sheet ('500 cSt', '-2°', '2.3 mm', '46/13', '7k',
 * 'Level 5', '20%') one notch in a direction, keeping their units and wording. Answers null when the
 * value cannot be read safely (a spring colour, two numbers, an unknown toe convention): the wizard
 * then says "one step softer than <value>" instead of inventing a number.
 */
const UP: ReadonlySet<Direction> = new Set(['increase', 'thicker', 'stiffer', 'raise']);
const NUMBER = /-?\d+(?:[.,]\d+)?/g;

interface Parsed {
  value: number;
  decimals: number;
  index: number;
  text: string;
}

/** The one number in the text, or null when there are none or several. */
function onlyNumber(text: string): Parsed | null {
  const found = [...text.matchAll(NUMBER)];
  if (found.length !== 1) return null;
  const m = found[0] as RegExpMatchArray;
  const raw = m[0].replace(',', '.');
  return { value: Number(raw), decimals: raw.split('.')[1]?.length ?? 0, index: m.index ?? 0, text: m[0] };
}

/** The shortest way to write the value: '2.5', '3', '-0.5'. */
function format(value: number): string {
  return String(Number(value.toFixed(2)));
}

function replaceNumber(text: string, p: Parsed, value: number): string {
  return text.slice(0, p.index) + format(value) + text.slice(p.index + p.text.length);
}

/** A plain step of `step` units up or down, never below `min`. */
function linear(text: string, up: boolean, step: number, min = 0, max = Number.POSITIVE_INFINITY) {
  const p = onlyNumber(text);
  if (!p) return null;
  // Rounded, so 3.3 V less 0.1 is 3.2 and not 3.1999…, which a 3.2 V floor would refuse.
  const next = Number((p.value + (up ? step : -step)).toFixed(4));
  if (next < min || next > max) return null;
  return replaceNumber(text, p, next);
}

function shockOil(text: string, up: boolean, step: (key: StepKey) => number): string | null {
  const p = onlyNumber(text);
  if (!p || p.value <= 0) return null;
  const isWeight = /wt/i.test(text) || (p.value <= 100 && !/cst/i.test(text));
  if (isWeight) return linear(text, up, step('shockOilWeight'), 5);
  const size = step('shockOil');
  const next = up ? Math.floor(p.value / size) * size + size : Math.ceil(p.value / size) * size - size;
  return next >= 100 ? replaceNumber(text, p, next) : null;
}

const DIFF_LADDER = [1000, 2000, 3000, 4000, 5000, 7000, 10000, 15000, 20000, 30000, 50000, 100000, 200000];

function diffOil(text: string, up: boolean): string | null {
  const compact = text.replace(/(\d),(\d{3})\b/g, '$1$2');
  const p = onlyNumber(compact);
  if (!p) return null;
  const thousands = /^\s*k/i.test(compact.slice(p.index + p.text.length));
  const cst = thousands ? p.value * 1000 : p.value;
  if (cst < 500) return null;
  const next = up ? DIFF_LADDER.find((v) => v > cst) : [...DIFF_LADDER].reverse().find((v) => v < cst);
  if (next === undefined) return null;
  return replaceNumber(compact, p, thousands ? next / 1000 : next);
}

function camber(text: string, up: boolean, size: number): string | null {
  const p = onlyNumber(text);
  if (!p) return null;
  // 'up' = more negative camber. A positive number is read as the racer's way of writing the magnitude.
  const magnitude = Math.abs(p.value) + (up ? size : -size);
  if (magnitude < 0) return null;
  const signed = p.value > 0 ? magnitude : -magnitude;
  return replaceNumber(text, p, magnitude === 0 ? 0 : signed);
}

/** Toe as a signed number in the direction the field is usually set (front: out, rear: in). */
function toe(text: string, up: boolean, usual: 'out' | 'in', size: number): string | null {
  const p = onlyNumber(text);
  if (!p) return null;
  const word = /\bout\b/i.test(text) ? 'out' : /\bin\b/i.test(text) ? 'in' : null;
  let value: number;
  if (word) value = word === usual ? Math.abs(p.value) : -Math.abs(p.value);
  else if (p.value === 0 || usual === 'in') value = p.value;
  else return null; // A signed front toe without "in"/"out": conventions differ between brands.
  const next = value + (up ? size : -size);
  const other = usual === 'out' ? 'in' : 'out';
  const deg = (v: number) => `${format(v)}°`;
  if (next === 0) return '0°';
  if (next > 0) return word || usual === 'out' ? `${deg(next)} ${usual}` : deg(next);
  return `${deg(-next)} ${other}`;
}

function swayBar(text: string, up: boolean, size: number): string | null {
  if (/none|off|no bar|removed/i.test(text)) return null;
  const p = onlyNumber(text);
  if (!p || p.value <= 0) return null;
  // Thin bars come in 0.1 mm steps whatever the scale.
  const step = p.value >= 2 ? size : Math.min(size, 0.1);
  const next = p.value + (up ? step : -step);
  return next > 0 ? replaceNumber(text, p, next) : null;
}

function spring(text: string, up: boolean, percent: number): string | null {
  if (!/^\s*\d+(?:[.,]\d+)?\s*(lbs?|gf\/mm|gf|g\/mm|kg\/mm|kg|n\/mm)?\s*$/i.test(text)) return null;
  const p = onlyNumber(text);
  if (!p || p.value <= 0) return null;
  const unit = 10 ** -p.decimals;
  const change = Math.max(unit, Math.round((p.value * percent) / 100 / unit) * unit);
  return replaceNumber(text, p, p.value + (up ? change : -change));
}

function gearing(text: string, up: boolean): string | null {
  const pair = text.match(/(\d+)\s*\/\s*(\d+)/);
  if (pair) {
    const a = Number(pair[1]);
    const b = Number(pair[2]);
    // The smaller number is the pinion or clutch bell: one tooth more is taller gearing.
    return a >= b ? `${a}/${b + (up ? 1 : -1)}` : `${a + (up ? 1 : -1)}/${b}`;
  }
  const teeth = text.match(/(\d+)\s*T\b/i);
  if (!teeth || teeth.index === undefined) return null;
  const next = Number(teeth[1]) + (up ? 1 : -1);
  return `${text.slice(0, teeth.index)}${next}${text.slice(teeth.index + (teeth[1] as string).length)}`;
}

/** ESC percentages with a step of their own (steps.ts); the rest move by `escPercent`. */
const PERCENT_STEP: Readonly<Record<string, StepKey>> = {
  maxBrakeForce: 'maxBrakeForce',
  dragBrake: 'dragBrake',
  neutralRange: 'neutralRange',
};

/** Gaps in millimetres, each with its own step (steps.ts). */
const GAP_STEP: Readonly<Record<string, StepKey>> = { clutchGap: 'clutchGap', idle: 'idleGap' };

/** Nitro content of the fuel as it is sold: one bottle to the next. */
const NITRO_LADDER = [10, 12, 16, 20, 25, 30];

function nitroFuel(text: string, up: boolean): string | null {
  const p = onlyNumber(text);
  if (!p) return null;
  const next = up
    ? NITRO_LADDER.find((v) => v > p.value)
    : [...NITRO_LADDER].reverse().find((v) => v < p.value);
  return next === undefined ? null : replaceNumber(text, p, next);
}

/** 'On'/'Off' (or 'Enabled'/'Disabled') switched; null when it already is as asked or reads otherwise. */
function onOff(text: string, up: boolean): string | null {
  const on = /^(on|enabled?)$/i.test(text);
  if (!on && !/^(off|disabled?)$/i.test(text)) return null;
  if (on === up) return null;
  const words = /^(on|off)$/i.test(text) ? ['On', 'Off'] : ['Enabled', 'Disabled'];
  return (up ? words[0] : words[1]) ?? null;
}

/** A unit the racer must have written (or a bare number): 'kHz', 'V', 'mm'. */
const hasUnit = (text: string, unit: RegExp) => unit.test(text) || /^\d+(?:[.,]\d+)?$/.test(text);

export function stepValue(
  stepper: Stepper,
  direction: Direction,
  value: string,
  parameter = '',
  scale: VehicleScale | null = null,
): string | null {
  const text = value.trim();
  if (!text) return null;
  const up = UP.has(direction);
  const step = (key: StepKey) => stepSize(key, scale);
  switch (stepper) {
    case 'shockOil':
      return shockOil(text, up, step);
    case 'diffOil':
      return diffOil(text, up);
    case 'camber':
      return camber(text, up, step('camber'));
    case 'frontToe':
      return toe(text, up, 'out', step('toe'));
    case 'rearToe':
      return toe(text, up, 'in', step('toe'));
    case 'caster':
      return linear(text, up, step('caster'));
    case 'antiSquat':
      return linear(text, up, step('antiSquat'), -10);
    case 'kickUp':
      return linear(text, up, step('kickUp'));
    case 'rideHeight':
      return linear(text, up, step('rideHeight'), 1);
    case 'swayBar':
      return swayBar(text, up, step('swayBar'));
    case 'spring':
      return spring(text, up, step('spring'));
    case 'gearing':
      return gearing(text, up);
    case 'escPercent':
      return /%/.test(text) || /^\d+$/.test(text)
        ? linear(text, up, step(PERCENT_STEP[parameter] ?? 'escPercent'), 0, 100)
        : null;
    case 'escTiming':
      return /level/i.test(text)
        ? linear(text, up, step('escLevel'), 0)
        : linear(text, up, step('escTimingDegrees'), 0);
    case 'escLevel':
      return linear(text, up, step('escLevel'), 0);
    case 'frequency':
      return hasUnit(text, /khz/i) ? linear(text, up, step('escFrequency'), 1) : null;
    case 'voltage':
      // Per cell, never below the 3.2 V a LiPo is safe to (a whole-pack voltage reads as out of range).
      return hasUnit(text, /v/i) ? linear(text, up, step('cutoffVoltage'), 3.2, 4) : null;
    case 'gap':
      return hasUnit(text, /mm/i) ? linear(text, up, step(GAP_STEP[parameter] ?? 'clutchGap'), 0.1) : null;
    case 'onOff':
      return onOff(text, up);
    case 'nitroFuel':
      return nitroFuel(text, up);
    case 'text':
      return null;
  }
}
