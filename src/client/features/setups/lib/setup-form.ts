import type { Resolver } from 'react-hook-form';
import { OTHER_CONDITIONS } from '../../../../shared/constants/tracks';
import { mappedResolver } from '../../../lib/mapped-resolver';
import type { SetupRecord } from '../../../lib/resources/setups';
import { conditionsChoice, storedChoice, surfaceChoice } from '../../../lib/setup-choices';
import type { DetailField, FieldContext, SetupBody, SetupKind } from '../kinds/setup-kind';

/**
 * The editor's controls, whichever the kind: the columns both kinds have (surface and conditions as a
 * choice plus the racer's own text), then by name the kind's text fields and every tuning value. Text
 * inputs hold '' for blank; the schema turns blanks into null.
 */
export type SetupFormValues = {
  rcCarId: number | null;
  name: string;
  trackName: string;
  surface: string;
  customSurface: string;
  conditions: string;
  customConditions: string;
  notes: string;
  fileUrl: string | null;
  fileType: string | null;
  fileName: string | null;
  useManufacturerSheet: boolean;
} & { [field: string]: string | number | boolean | null };

type AnyKind = SetupKind<never, SetupBody>;
type TextField = Extract<DetailField, { type: 'text' }>;

const textFields = (kind: Pick<AnyKind, 'details'>): TextField[] =>
  kind.details.filter((f): f is TextField => f.type === 'text');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the editor opens with: the setup's values, or a new setup's defaults (its car, the kind's
 * useManufacturerSheet, the fallbacks of its text fields).
 */
export function setupFormValues<S extends SetupRecord>(
  kind: Pick<AnyKind, 'details' | 'tuning' | 'surfaces' | 'newUsesManufacturerSheet'>,
  setup: S | undefined,
  context: FieldContext,
): SetupFormValues {
  const stored = setup as Record<string, unknown> | undefined;
  const surface = surfaceChoice(setup?.trackSurface, kind.surfaces.options, kind.surfaces.other);
  const conditions = conditionsChoice(setup?.trackConditions);
  return {
    ...Object.fromEntries(kind.tuning.keys.map((k) => [k, text(stored?.[k])])),
    ...Object.fromEntries((kind.tuning.links ?? []).map((l) => [l.name, stored?.[l.name] ?? null])),
    ...Object.fromEntries(
      textFields(kind).map((f) => [f.name, text(stored?.[f.name]) || f.fallback?.(context) || '']),
    ),
    rcCarId: setup ? setup.rcCarId : (context.car?.id ?? null),
    name: setup?.name ?? '',
    trackName: setup?.trackName ?? '',
    surface: surface.choice,
    customSurface: surface.custom,
    conditions: conditions.choice,
    customConditions: conditions.custom,
    notes: setup?.notes ?? '',
    fileUrl: setup?.fileUrl ?? null,
    fileType: setup?.fileType ?? null,
    fileName: setup?.fileName ?? null,
    useManufacturerSheet: setup ? setup.useManufacturerSheet : kind.newUsesManufacturerSheet,
  };
}

/**
 * The body the editor sends: the surface's "other" and OTHER conditions replaced by the racer's own
 * text (SPEC §5), and a field that belongs to one surface (the treatment) kept only with that surface:
 * a treatment left over from before would mislead.
 */
export function toSetupInput(
  kind: Pick<AnyKind, 'details' | 'surfaces'>,
  values: SetupFormValues,
): Record<string, unknown> {
  const { surface, customSurface, conditions, customConditions, ...rest } = values;
  const trackSurface = storedChoice({ choice: surface, custom: customSurface }, kind.surfaces.other);
  const input: Record<string, unknown> = {
    ...rest,
    trackSurface,
    trackConditions: storedChoice({ choice: conditions, custom: customConditions }, OTHER_CONDITIONS, false),
  };
  for (const field of textFields(kind)) {
    if (field.onlyForSurface && trackSurface !== field.onlyForSurface) input[field.name] = '';
  }
  return input;
}

/**
 * Checked with the kind's shared schema ('Name is required', 'ESC Make is required'); errors on a
 * column land on the text that feeds it.
 */
export function setupResolver<V extends SetupBody>(
  kind: Pick<SetupKind<never, V>, 'details' | 'surfaces' | 'inputSchema'>,
): Resolver<SetupFormValues, unknown, V> {
  return mappedResolver<SetupFormValues, SetupKind<never, V>['inputSchema']>(
    kind.inputSchema,
    (values) => toSetupInput(kind, values) as never,
    { trackSurface: 'customSurface', trackConditions: 'customConditions' },
  );
}
