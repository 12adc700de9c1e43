import { ESC_TUNING_KEYS, SETUP_SHEET_TUNING_KEYS } from '../../shared/constants/setup-fields';
import type { EscSetup } from '../../shared/schemas/esc-setup';
import type { SetupSheet } from '../../shared/schemas/setup-sheet';

/** Whole setup sheets and ESC setups as the API answers them, for client tests (never app code). */
const nulls = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, null]));

const base = {
  rcCarId: null,
  trackName: null,
  trackSurface: null,
  trackSurfaceTreatment: null,
  trackConditions: null,
  fileUrl: null,
  fileType: null,
  fileName: null,
  useManufacturerSheet: false,
  notes: null,
  isPublic: false,
  isCurrentlyInstalled: false,
  driverName: null,
  vehicleMake: null,
  vehicleModel: null,
  publicTrackName: null,
  publicTrackConditions: null,
  eventName: null,
  version: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export function makeSetupSheet(overrides: Partial<SetupSheet> & Pick<SetupSheet, 'id'>): SetupSheet {
  return {
    ...base,
    name: 'Club race',
    escSetupId: null,
    ...(nulls(SETUP_SHEET_TUNING_KEYS) as Record<(typeof SETUP_SHEET_TUNING_KEYS)[number], null>),
    ...overrides,
  };
}

export function makeEscSetup(overrides: Partial<EscSetup> & Pick<EscSetup, 'id'>): EscSetup {
  return {
    ...base,
    useManufacturerSheet: true,
    name: 'Clay punch',
    escMake: 'Hobbywing',
    escModel: 'XR8 Pro',
    creator: 'racer1',
    ...(nulls(ESC_TUNING_KEYS) as Record<(typeof ESC_TUNING_KEYS)[number], null>),
    ...overrides,
  };
}

/**
 * A 1:10 electric buggy's gearing (issue 19) for the tests of the sheet and the calculator:
 * FDR = 81 ÷ 24 × 2.6 = 8.775 ('8.78'); rollout = π × 84 ÷ 8.775 = 30.07 mm ('30.1 mm').
 */
export const SHEET_GEARS = { pinion: '24', spur: '81', internalRatio: '2.6', tyreDiameter: '84' } as const;
