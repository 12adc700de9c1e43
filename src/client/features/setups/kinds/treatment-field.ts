import { TREATED_SURFACE } from '../../../../shared/constants/tracks';
import type { DetailField } from './setup-kind';

/** Both kinds ask for the treatment (sugar water, VHT…) once 'Treated' is the surface. */
export const TREATMENT_FIELD: DetailField = {
  type: 'text',
  name: 'trackSurfaceTreatment',
  label: 'Treatment Type',
  placeholder: 'e.g. Sugar water, VHT',
  onlyForSurface: TREATED_SURFACE,
};
