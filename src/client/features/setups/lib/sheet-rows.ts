import type { SetupGroup } from '../../../../shared/constants/setup-fields';
import type { FilledGroup } from '../../../../shared/setup-field-values';
import type { ReadLine } from './read-view';

/**
 * The compact read view's layout (issue 33 item 3): a kit sheet's front | rear rows, worked out from
 * the field catalogue rather than listed by hand, so a field added as `frontX` beside `rearX` pairs
 * itself. Two fields pair when their keys differ only in the side (`frontSpring`, `rearSpring`) and
 * they sit in one catalogue group, or in the groups of one corner each (`front`, `rear`), which then
 * read as one section. Which fields show is decided before (the filled groups, as the Track view shows).
 */

export type Side = 'front' | 'rear';

/** A front | rear row: one side may be empty (only the front was written down). */
export interface PairRow {
  type: 'pair';
  /** The key without its side: 'shockOil'. */
  id: string;
  /** The label without its side: 'Shock oil'. */
  label: string;
  front?: ReadLine;
  rear?: ReadLine;
}

/** A field with no partner on the other side ('Caster', 'Centre diff oil'): it reads alone, whole width. */
export interface SingleRow {
  type: 'single';
  line: ReadLine;
}

export type SheetRow = PairRow | SingleRow;

export interface SheetSection {
  id: string;
  title: string;
  /** The catalogue groups it reads: one, or a corner's two ('front', 'rear'). */
  groupIds: string[];
  /**
   * True when the catalogue pairs fields in it: it reads as a table under Front and Rear whatever is
   * filled, so a section keeps its look from one setup to the next.
   */
  paired: boolean;
  rows: SheetRow[];
}

const SIDED = /^(front|rear)(.*)$/;
const OTHER: Record<Side, Side> = { front: 'rear', rear: 'front' };

function sideOf(key: string): { side: Side; rest: string } | undefined {
  const [, side, rest] = SIDED.exec(key) ?? [];
  return side ? { side: side as Side, rest: rest ?? '' } : undefined;
}

/** 'Front shock oil' → 'Shock oil'; a label that does not start with its side stays as written. */
function bareLabel(label: string): string {
  const bare = label.replace(/^(front|rear)\s+/i, '');
  return bare === label ? label : bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** The catalogue's groups as the sections they read in: a `frontX` group and its `rearX` read as one. */
function catalogueSections(catalogue: readonly SetupGroup[]) {
  const sections: { id: string; title: string; groups: SetupGroup[] }[] = [];
  const byRest = new Map<string, (typeof sections)[number]>();
  for (const group of catalogue) {
    const sided = sideOf(group.id);
    const twin = sided && byRest.get(`${OTHER[sided.side]}:${sided.rest}`);
    if (twin) {
      twin.groups.push(group);
      twin.title = `${twin.title} and ${group.title.toLowerCase()}`;
      continue;
    }
    const section = { id: group.id, title: group.title, groups: [group] };
    if (sided) byRest.set(`${sided.side}:${sided.rest}`, section);
    sections.push(section);
  }
  return sections;
}

/** The partner keys within one section: 'frontSpring' ↔ 'rearSpring', both in the catalogue. */
function partners(groups: readonly SetupGroup[]): Set<string> {
  const keys = new Set(groups.flatMap((g) => g.fields.map((f) => f.key)));
  const paired = new Set<string>();
  for (const key of keys) {
    const sided = sideOf(key);
    if (sided && keys.has(`${OTHER[sided.side]}${sided.rest}`)) paired.add(key);
  }
  return paired;
}

/**
 * The filled groups as the compact view's sections, in the catalogue's order: each pair on one row at
 * the place of its first side, every other field alone. Extra lines a group ends with (the FDR and
 * rollout worked out from the gearing) come in `extra`, by group id, and read alone.
 */
export function sheetSections(
  filled: readonly FilledGroup[],
  catalogue: readonly SetupGroup[],
  extra: Readonly<Record<string, readonly ReadLine[]>> = {},
): SheetSection[] {
  const filledById = new Map(filled.map((g) => [g.id, g]));
  return catalogueSections(catalogue).flatMap((section) => {
    const shown = section.groups.flatMap((g) => filledById.get(g.id)?.fields ?? []);
    const lines = new Map(shown.map((line) => [line.key, line]));
    const pairable = partners(section.groups);
    const rows: SheetRow[] = [];
    const placed = new Set<string>();
    // In the catalogue's order, so a pair sits where its first side does whichever side is filled.
    for (const group of section.groups) {
      for (const field of group.fields) {
        const sided = pairable.has(field.key) ? sideOf(field.key) : undefined;
        if (!sided) {
          const line = lines.get(field.key);
          if (line) rows.push({ type: 'single', line });
          continue;
        }
        const front = lines.get(`front${sided.rest}`);
        const rear = lines.get(`rear${sided.rest}`);
        if (placed.has(sided.rest) || (!front && !rear)) continue;
        placed.add(sided.rest);
        const id = sided.rest.charAt(0).toLowerCase() + sided.rest.slice(1);
        rows.push({ type: 'pair', id, label: bareLabel(field.label), front, rear });
      }
      if (filledById.has(group.id))
        for (const line of extra[group.id] ?? []) rows.push({ type: 'single', line });
    }
    if (rows.length === 0) return [];
    const groupIds = section.groups.map((g) => g.id);
    return [{ id: section.id, title: section.title, groupIds, paired: pairable.size > 0, rows }];
  });
}
