import type { KitPart, OilPart, PartSet, PistonPart, SpringPart, SwayBarPart } from './types';

/**
 * How a part reads on a sheet and how a value a racer wrote is matched to one. The label is what the
 * sheet offers and what the wizard writes: 'Gray 3.60 lb/in', '30 wt (350 cSt)', '2.4 mm', '6 x 1.3 mm'.
 */
const fixed = (value: number, decimals: number) => value.toFixed(decimals);
const plain = (value: number) => String(Number(value.toFixed(3)));

const springRate = (p: SpringPart) => (p.unit === 'lb/in' ? fixed(p.rate, 2) : plain(p.rate));

function oilLabel(p: OilPart): string {
  if (p.wt !== undefined && p.cSt !== undefined) return `${plain(p.wt)} wt (${plain(p.cSt)} cSt)`;
  return p.wt !== undefined ? `${plain(p.wt)} wt` : `${plain(p.cSt ?? 0)} cSt`;
}

export function partLabel(set: PartSet, part: KitPart): string {
  switch (set.kind) {
    case 'spring': {
      const p = part as SpringPart;
      return `${p.colour} ${springRate(p)} ${p.unit}`;
    }
    case 'shockOil':
    case 'diffOil':
      return oilLabel(part as OilPart);
    case 'swayBar':
      return `${plain((part as SwayBarPart).diameter)} mm`;
    case 'piston': {
      const p = part as PistonPart;
      return `${p.holes} x ${plain(p.hole)} mm`;
    }
  }
}

/** The label without a unit the next one repeats: 'Gray 3.60' in "Gray 3.60 → Blue 3.30 lb/in". */
export function shortLabel(set: PartSet, part: KitPart): string {
  if (set.kind !== 'spring') return partLabel(set, part);
  const p = part as SpringPart;
  return `${p.colour} ${springRate(p)}`;
}

/**
 * What orders a set, softest (thinnest) first: the spring rate, the oil's weight (or its cSt when the
 * maker sells it by viscosity), the bar's diameter, the piston's damping (less open area is firmer).
 */
export function stiffness(set: PartSet, part: KitPart): number {
  switch (set.kind) {
    case 'spring':
      return (part as SpringPart).rate;
    case 'shockOil':
    case 'diffOil': {
      const p = part as OilPart;
      return set.parts.every((o) => o.wt !== undefined) ? (p.wt ?? 0) : (p.cSt ?? 0);
    }
    case 'swayBar':
      return (part as SwayBarPart).diameter;
    case 'piston': {
      const p = part as PistonPart;
      return -(p.holes * p.hole * p.hole);
    }
  }
}

const NUMBER = /(\d+(?:[.,]\d+)?)\s*(wt|w\b|cst|k\b|lbs?|gf|mm)?/gi;
const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
const sameColour = (a: string, b: string) =>
  a.toLowerCase().replace('grey', 'gray') === b.toLowerCase().replace('grey', 'gray');

function numbers(text: string): { value: number; unit: string }[] {
  return [...text.matchAll(NUMBER)].map((m) => ({
    value: Number((m[1] ?? '').replace(',', '.')),
    unit: (m[2] ?? '').toLowerCase(),
  }));
}

function springMatches(part: SpringPart, text: string, set: readonly SpringPart[]): boolean {
  const words = text.match(/[a-z]+/gi) ?? [];
  const named = words.some((w) => sameColour(w, part.colour));
  const otherNamed = words.some((w) => set.some((p) => p !== part && sameColour(w, p.colour)));
  const nums = numbers(text);
  const rateOk = nums.length === 0 ? named : nums.length === 1 && near(nums[0]?.value ?? 0, part.rate);
  return rateOk && !otherNamed && (named || set.filter((p) => near(p.rate, part.rate)).length === 1);
}

function oilMatches(part: OilPart, text: string): boolean {
  const nums = numbers(text);
  if (nums.length === 0) return false;
  return nums.every(({ value, unit }) => {
    if (unit === 'wt' || unit === 'w') return part.wt !== undefined && near(part.wt, value);
    if (unit === 'k') return part.cSt !== undefined && near(part.cSt, value * 1000);
    if (unit === 'cst' || value > 100) return part.cSt !== undefined && near(part.cSt, value);
    return part.wt !== undefined && near(part.wt, value);
  });
}

function pistonMatches(part: PistonPart, text: string): boolean {
  const nums = numbers(text).map((n) => n.value);
  if (nums.length !== 2) return false;
  const holes = nums.find((n) => Number.isInteger(n) && n >= 2);
  const hole = nums.find((n) => n !== holes);
  return holes === part.holes && hole !== undefined && near(hole, part.hole);
}

function matches(set: PartSet, part: KitPart, text: string): boolean {
  switch (set.kind) {
    case 'spring':
      return springMatches(part as SpringPart, text, set.parts);
    case 'shockOil':
    case 'diffOil':
      return oilMatches(part as OilPart, text);
    case 'swayBar': {
      const nums = numbers(text);
      return nums.length === 1 && near(nums[0]?.value ?? 0, (part as SwayBarPart).diameter);
    }
    case 'piston':
      return pistonMatches(part as PistonPart, text);
  }
}

/** The index of the set's part a sheet value names, or -1 (none, or more than one). */
export function findPart(set: PartSet, value: string): number {
  const text = value.trim().replace(/(\d),(\d{3})\b/g, '$1$2');
  if (!text) return -1;
  const hits = set.parts.flatMap((part, i) => (matches(set, part, text) ? [i] : []));
  return hits.length === 1 ? (hits[0] ?? -1) : -1;
}
