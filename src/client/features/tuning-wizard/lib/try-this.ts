import { ESC_FIELDS, SETUP_SHEET_FIELDS, type SetupField } from '../../../../shared/constants/setup-fields';
import type { AnalysedVehicle, Recommendation } from '../../../../shared/schemas/tuning';
import type { SetupKindName } from '../../../../shared/setup-content';
import { formatFieldValue } from '../../../../shared/setup-field-values';

const byKey = (fields: readonly SetupField[]) => new Map(fields.map((f) => [f.key as string, f]));
const SHEET_FIELDS = byKey(SETUP_SHEET_FIELDS);
const ESC_SETUP_FIELDS = byKey(ESC_FIELDS);

/** Where a recommendation can be written: the installed setup of the kind its field belongs to. */
export interface TryTarget {
  kind: SetupKindName;
  setupId: number;
  setupName: string;
  field: string;
  /** The value the advice was worked out from, and the one to write, as stored. */
  from: string;
  to: string;
}

/**
 * "Try this" is offered for a setup-sheet or ESC field with a worked-out value, when the car has an
 * installed setup of that kind (it supplied the current value). Anything else is advice to read.
 */
export function tryTarget(rec: Recommendation, vehicle: AnalysedVehicle | null): TryTarget | null {
  if (rec.newValue === null || !vehicle) return null;
  const setup = SHEET_FIELDS.has(rec.parameter)
    ? { kind: 'setup-sheet' as const, id: vehicle.setupSheetId, name: vehicle.setupSheetName }
    : ESC_SETUP_FIELDS.has(rec.parameter)
      ? { kind: 'esc-setup' as const, id: vehicle.escSetupId, name: vehicle.escSetupName }
      : null;
  if (setup?.id == null) return null;
  return {
    kind: setup.kind,
    setupId: setup.id,
    setupName: setup.name ?? '',
    field: rec.parameter,
    from: rec.current,
    to: rec.newValue,
  };
}

/** "Front shock oil 500 cSt → 450 cSt", with the field's unit after a bare number as the read view shows it. */
export function changeText(target: TryTarget): string {
  const field = SHEET_FIELDS.get(target.field) ?? ESC_SETUP_FIELDS.get(target.field);
  const show = (value: string) => (field ? formatFieldValue(field, value) : value);
  return `${field?.label ?? target.field} ${show(target.from)} → ${show(target.to)}`;
}

/** The reason stored on the version: what changed and why ("AI Setup Wizard (More steering): …"). */
export function changeNote(goal: string, target: TryTarget): string {
  return `AI Setup Wizard (${goal}): ${changeText(target)}`.slice(0, 500);
}

/** POST …/:id/copy: the installed setup as it is now, with this one change, noted at the top of its notes. */
export function copyRequest(goal: string, target: TryTarget) {
  return {
    changes: { [target.field]: target.to },
    note: `AI Setup Wizard (${goal}) from "${target.setupName}": ${changeText(target)}.`.slice(0, 1000),
  };
}
