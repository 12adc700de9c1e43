import type { Tag } from './types';

/**
 * Consistent with the track (issue 32, item 5): when the installed tyre is already made for the
 * surface the racer named (a clay compound on grippy clay), a tyre change is not the headline, and
 * the answer says which installed value it read. The makers name their compounds for the surface:
 * Pro-Line "MC (clay)", JConcepts "Green" (high-grip clay), AKA "Clay" and "Super Soft" (indoor clay);
 * Schumacher "Silver" and "Yellow", and any "carpet" or "astro" compound, for carpet and turf. A tyre
 * the table does not know is taken as it is: the wizard then keeps its usual order.
 */
interface Compound {
  words: RegExp;
  /** The surface the compound is made for. */
  surface: Tag;
  /** Grips on which it suits that surface (a clay compound is not the tyre for dusty, loose clay). */
  grips: readonly Tag[];
  /** How the answer names it ("a clay compound"). */
  name: string;
  surfaceName: string;
}

const COMPOUNDS: readonly Compound[] = [
  {
    words: /\bclay\b|\bmc\b|\bgreen\b|super ?soft/i,
    surface: 'surface:clay',
    grips: ['grip:high', 'grip:medium'],
    name: 'a clay compound',
    surfaceName: 'grippy clay',
  },
  {
    words: /carpet|astro|\bturf\b|\bsilver\b|\byellow\b/i,
    surface: 'surface:carpet',
    grips: ['grip:high', 'grip:medium'],
    name: 'a carpet compound',
    surfaceName: 'carpet or turf',
  },
];

export type TyreEnd = 'front' | 'rear';

export interface SuitedTyre {
  end: TyreEnd;
  /** The installed value, as written on the sheet. */
  value: string;
  compound: string;
  surface: string;
}

/** The ends whose installed tyre already suits the surface and grip the racer named. */
/** The installed sheet's values, as the engine holds them (engine.ts SetupValues). */
interface SheetValues {
  values: Readonly<Record<string, string | null | undefined>>;
}

export function suitedTyres(sheet: SheetValues | null, tags: ReadonlySet<Tag>): SuitedTyre[] {
  if (!sheet) return [];
  const suited: SuitedTyre[] = [];
  for (const end of ['front', 'rear'] as const) {
    const value = sheet.values[`${end}Tyre`]?.trim();
    if (!value) continue;
    const c = COMPOUNDS.find(
      (x) => x.words.test(value) && tags.has(x.surface) && x.grips.some((g) => tags.has(g)),
    );
    if (c) suited.push({ end, value, compound: c.name, surface: c.surfaceName });
  }
  return suited;
}

/**
 * Moves a tyre change for an end whose tyre already suits the track below every other change: the
 * books start with the tyre only when it is the wrong one for the surface.
 */
export function tyresLast<T>(
  items: readonly T[],
  parameterOf: (item: T) => string,
  suited: readonly SuitedTyre[],
) {
  const held = new Set(suited.map((s) => `${s.end}Tyre`));
  const isHeld = (item: T) => held.has(parameterOf(item));
  return [...items.filter((i) => !isHeld(i)), ...items.filter(isHeld)];
}

/** "Read from your sheet: rear tyre AKA Impact Super Soft, a clay compound for grippy clay, …". */
export function readFromSheet(suited: readonly SuitedTyre[]): string | null {
  if (!suited.length) return null;
  const read = suited.map((s) => `${s.end} tyre ${s.value}`).join(', ');
  const [first] = suited;
  const what = suited.every((s) => s.compound === first?.compound)
    ? `${first?.compound} for ${first?.surface}`
    : 'compounds made for this surface';
  return `Read from your sheet: ${read}, ${what}, so a tyre change is not the first thing to try.`;
}
