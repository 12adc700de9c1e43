import { ESC_TUNING_KEYS, type EscTuningKey } from '../../../../shared/constants/setup-fields';
import { ESC_SURFACES, OTHER_CONDITIONS } from '../../../../shared/constants/tracks';
import type { Car } from '../../../../shared/schemas/car';
import { type EscSetup, type EscSetupInput, escSetupInputSchema } from '../../../../shared/schemas/esc-setup';
import { mappedResolver } from '../../../lib/mapped-resolver';
import { conditionsChoice, storedChoice, surfaceChoice } from '../../../lib/setup-choices';

/** The ESC surface list's "other" value (SPEC §3). */
export const OTHER_ESC_SURFACE = 'Other';

export type EscFormValues = Record<EscTuningKey, string> & {
  rcCarId: number | null;
  name: string;
  escMake: string;
  escModel: string;
  creator: string;
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
};

/**
 * What the ESC editor opens with. The creator is the racer's username unless the setup names someone
 * else (SPEC §5); useManufacturerSheet defaults to true for ESC setups (SPEC §9).
 */
export function escFormValues(esc: EscSetup | undefined, username: string, car?: Car): EscFormValues {
  const surface = surfaceChoice(esc?.trackSurface, ESC_SURFACES, OTHER_ESC_SURFACE);
  const conditions = conditionsChoice(esc?.trackConditions);
  return {
    ...(Object.fromEntries(ESC_TUNING_KEYS.map((k) => [k, esc?.[k] ?? ''])) as Record<EscTuningKey, string>),
    rcCarId: esc ? esc.rcCarId : (car?.id ?? null),
    name: esc?.name ?? '',
    escMake: esc?.escMake ?? '',
    escModel: esc?.escModel ?? '',
    creator: esc?.creator || username,
    trackName: esc?.trackName ?? '',
    surface: surface.choice,
    customSurface: surface.custom,
    conditions: conditions.choice,
    customConditions: conditions.custom,
    notes: esc?.notes ?? '',
    fileUrl: esc?.fileUrl ?? null,
    fileType: esc?.fileType ?? null,
    fileName: esc?.fileName ?? null,
    useManufacturerSheet: esc ? esc.useManufacturerSheet : true,
  };
}

/** The body sent: 'Other' replaced by the custom surface (SPEC §5), OTHER conditions by their text. */
export function toEscInput(values: EscFormValues): EscSetupInput {
  const { surface, customSurface, conditions, customConditions, ...rest } = values;
  return {
    ...rest,
    trackSurface: storedChoice({ choice: surface, custom: customSurface }, OTHER_ESC_SURFACE),
    trackConditions: storedChoice({ choice: conditions, custom: customConditions }, OTHER_CONDITIONS, false),
  };
}

export const escResolver = mappedResolver<EscFormValues, typeof escSetupInputSchema>(
  escSetupInputSchema,
  toEscInput,
  { trackSurface: 'customSurface', trackConditions: 'customConditions' },
);
