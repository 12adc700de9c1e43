import { SETUP_SHEET_TUNING_KEYS } from '../../shared/constants/setup-fields';
import type { PublicSetup } from '../../shared/schemas/public-setup';

const NO_TUNING = Object.fromEntries(SETUP_SHEET_TUNING_KEYS.map((k) => [k, null])) as Record<
  (typeof SETUP_SHEET_TUNING_KEYS)[number],
  null
>;

/** A shared setup for client tests (never imported by app code): the community's and compare's. */
export function makePublicSetup(overrides: Partial<PublicSetup> & Pick<PublicSetup, 'id'>): PublicSetup {
  return {
    driverName: 'Sam Lap',
    vehicleMake: 'Tekno RC',
    vehicleModel: 'EB48 2.2',
    publicTrackName: 'Silverstone RC',
    publicTrackConditions: 'Dry/Dusty',
    eventName: `Round ${overrides.id}`,
    notes: null,
    trackSurface: 'Clay',
    trackSurfaceTreatment: null,
    fileUrl: null,
    fileType: null,
    fileName: null,
    updatedAt: new Date().toISOString(),
    ...NO_TUNING,
    ...overrides,
  };
}
