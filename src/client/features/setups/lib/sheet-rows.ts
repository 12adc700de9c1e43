import { fieldSide, type SetupGroup, sidelessLabel } from '../../../../shared/constants/setup-fields';
import type { FilledGroup } from '../../../../shared/setup-field-values';
import type { ReadLine } from './read-view';

/**
 * The compact read view's layout (issue 33 item 3): a kit sheet's front | rear rows, worked out from
 * the field catalogue rather than listed by hand, so a field added as `frontX` beside `rearX` pairs
 * itself. A front and a rear field (by key) pair when their labels match without the side, as the
 * printed sheet pairs them (`sidelessLabel`), and they sit in one catalogue group, or in the groups of
 * one corner each (`front`, `rear`), which then read as one section. Which fields show is decided before (the filled groups, as the Track view shows).
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

/**
 * The pairs within one section, by the label without its side: 'Front spring' ↔ 'Rear spring', and
 * 'Front wheelbase' ↔ 'Rear wheelbase' (stored as `rearArmPosition`). Keyed by that label; each holds
 * the two keys.
 */
function partners(groups: readonly SetupGroup[]): Map<string, Partial<Record<Side, string>>> {
  const bySide = new Map<string, Partial<Record<Side, string>>>();
  for (const field of groups.flatMap((g) => g.fields)) {
    const side = fieldSide(field.key);
    if (!side) continue;
    const label = sidelessLabel(field.label);
    bySide.set(label, { ...bySide.get(label), [side]: field.key });
  }
  for (const [label, pair] of bySide) if (!pair.front || !pair.rear) bySide.delete(label);
  return bySide;
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
        const label = sidelessLabel(field.label);
        const pair = fieldSide(field.key) ? pairable.get(label) : undefined;
        if (!pair?.front || !pair.rear) {
          const line = lines.get(field.key);
          if (line) rows.push({ type: 'single', line });
          continue;
        }
        const front = lines.get(pair.front);
        const rear = lines.get(pair.rear);
        if (placed.has(label) || (!front && !rear)) continue;
        placed.add(label);
        // The id is the first side's key without its side: 'shockOil', 'wheelbase'.
        const rest = field.key.replace(/^(front|rear)/, '');
        const id = rest.charAt(0).toLowerCase() + rest.slice(1);
        rows.push({ type: 'pair', id, label, front, rear });
      }
      if (filledById.has(group.id))
        for (const line of extra[group.id] ?? []) rows.push({ type: 'single', line });
    }
    if (rows.length === 0) return [];
    const groupIds = section.groups.map((g) => g.id);
    return [{ id: section.id, title: section.title, groupIds, paired: pairable.size > 0, rows }];
  });
}
