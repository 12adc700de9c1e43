import {
  ESC_GROUPS,
  fieldSide,
  groupsForCar,
  SETUP_SHEET_GROUPS,
  type SetupField,
  type SetupGroup,
  sidelessLabel,
} from '../../../../shared/constants/setup-fields';
import { derivedGearingLines } from '../../../../shared/gearing/sheet';
import { formatFieldValue } from '../../../../shared/setup-field-values';
import type { VehicleFacts } from '../../../../shared/vehicle-class';

/**
 * A printed sheet as racers know it from a kit's: FRONT and REAR side by side for the corners, then the
 * other groups as label/value lists. Every field that fits the car is printed, blank ones too, so a
 * racer can write a change on the sheet at the track; a stored value is always printed, fitting or not.
 */

type Values = Readonly<Record<string, unknown>>;

export interface PrintLine {
  key: string;
  label: string;
  /** As the read view writes it ('1730 g'); '' prints a line to write on. */
  value: string;
}

/** One row of the FRONT/REAR table: 'Camber', the front value, the rear value (undefined: no such field). */
export interface CornerRow {
  id: string;
  label: string;
  front?: PrintLine;
  rear?: PrintLine;
}

export interface PrintGroup {
  id: string;
  title: string;
  lines: PrintLine[];
}

/** The groups whose fields pair up front and rear, printed as the two-column table. */
const CORNER_GROUPS = new Set(['tyres', 'front', 'rear', 'shocks']);
/** Printed in the sheet's header (event, date, temperatures), not as a group. */
const HEADER_GROUP = 'event';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function printLine(field: SetupField, values: Values): PrintLine {
  const raw = text(values[field.key]);
  return { key: field.key, label: field.label, value: raw ? formatFieldValue(field, raw) : '' };
}

/** The groups of a kind that fit the car (all of them for a blank sheet: facts null). */
function fitting(groups: readonly SetupGroup[], facts: VehicleFacts | null, values: Values) {
  return groupsForCar(groups, facts, (key) => text(values[key]) !== '');
}

/**
 * The FRONT/REAR table: rows in the catalogue's order, a front and a rear field paired by their label
 * without its side ('Front camber' and 'Rear camber' are one 'Camber' row), as a kit's sheet pairs
 * them. By label, not key: the rear wheelbase is stored as `rearArmPosition`, and sits beside the
 * front wheelbase, not beside the front arm's hinge pin. A row's id is its first field's key, sideless.
 */
export function cornerRows(facts: VehicleFacts | null, values: Values): CornerRow[] {
  const rows = new Map<string, CornerRow>();
  for (const group of fitting(SETUP_SHEET_GROUPS, facts, values)) {
    if (!CORNER_GROUPS.has(group.id)) continue;
    for (const field of group.fields) {
      const side = fieldSide(field.key);
      if (!side) continue;
      const label = sidelessLabel(field.label);
      const rest = field.key.slice(side.length);
      const row = rows.get(label) ?? { id: rest.charAt(0).toLowerCase() + rest.slice(1), label };
      row[side] = printLine(field, values);
      rows.set(label, row);
    }
  }
  return [...rows.values()];
}

function toPrintGroups(groups: readonly SetupGroup[], values: Values): PrintGroup[] {
  return groups.map((group) => ({
    id: group.id,
    title: group.title,
    lines: group.fields.map((field) => printLine(field, values)),
  }));
}

/** The group the sheet's FDR and rollout are printed in, after the fields they are worked out from. */
const GEARING_GROUP = 'electronics';

/**
 * Diffs, gearing, chassis, nitro: the sheet's groups other than the corners and the header's. The
 * gearing group ends with the FDR and rollout (issue 19), worked out, or lines to write them on.
 */
export function otherGroups(facts: VehicleFacts | null, values: Values): PrintGroup[] {
  const groups = fitting(SETUP_SHEET_GROUPS, facts, values).filter(
    (g) => !CORNER_GROUPS.has(g.id) && g.id !== HEADER_GROUP,
  );
  return toPrintGroups(groups, values).map((group) =>
    group.id === GEARING_GROUP
      ? { ...group, lines: [...group.lines, ...derivedGearingLines(values, facts)] }
      : group,
  );
}

/** The header's event lines (event, date, air and track temperature) from the sheet's own fields. */
export function eventLines(values: Values): PrintLine[] {
  const group = SETUP_SHEET_GROUPS.find((g) => g.id === HEADER_GROUP);
  return (group?.fields ?? []).map((field) => printLine(field, values));
}

/** The ESC table: every ESC field, its value or a line to write on. */
export function escGroups(values: Values): PrintGroup[] {
  return toPrintGroups(ESC_GROUPS, values);
}

/**
 * The groups beside the FRONT/REAR table, split into two columns of about equal length so the page
 * stays one page: each group, in order, goes under the shorter column (the table starts the left one).
 */
export function balanceColumns(cornerCount: number, groups: readonly PrintGroup[]) {
  const left: PrintGroup[] = [];
  const right: PrintGroup[] = [];
  // A table's title or header row counts as one row.
  let leftRows = cornerCount > 0 ? cornerCount + 1 : 0;
  let rightRows = 0;
  for (const group of groups) {
    const rows = group.lines.length + 1;
    if (rightRows <= leftRows) {
      right.push(group);
      rightRows += rows;
    } else {
      left.push(group);
      leftRows += rows;
    }
  }
  return { left, right };
}
