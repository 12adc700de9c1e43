import { TREATED_SURFACE } from '../../../../shared/constants/tracks';
import type { PublicSetup } from '../../../../shared/schemas/public-setup';
import { formatLocalDateTime } from '../../../lib/local-dates';

/** A shared setup's name: its event, else the vehicle (the event name is optional when sharing). */
export function setupTitle(setup: PublicSetup): string {
  return setup.eventName?.trim() || vehicleName(setup) || 'Shared setup';
}

export function vehicleName(setup: Pick<PublicSetup, 'vehicleMake' | 'vehicleModel'>): string {
  return [setup.vehicleMake, setup.vehicleModel].filter(Boolean).join(' ');
}

/** 'Treated (VHT)' as the setup-sheet list shows it (SPEC §2); other surfaces as they are. */
export function surfaceLabel(setup: Pick<PublicSetup, 'trackSurface' | 'trackSurfaceTreatment'>): string {
  const surface = setup.trackSurface === 'OTHER' ? 'Other' : setup.trackSurface;
  if (!surface) return '';
  const treatment = setup.trackSurfaceTreatment?.trim();
  return setup.trackSurface === TREATED_SURFACE && treatment ? `${surface} (${treatment})` : surface;
}

export function trackLine(setup: Pick<PublicSetup, 'publicTrackName' | 'publicTrackConditions'>): string {
  return [setup.publicTrackName, setup.publicTrackConditions].filter(Boolean).join(' · ');
}

export type AttachmentKind = 'pdf' | 'image';

/** What kind of sheet is attached, if any; the stored MIME type decides, else the file's ending. */
export function attachmentKind(setup: Pick<PublicSetup, 'fileUrl' | 'fileType'>): AttachmentKind | null {
  if (!setup.fileUrl) return null;
  if (setup.fileType) return setup.fileType === 'application/pdf' ? 'pdf' : 'image';
  return /\.pdf$/i.test(setup.fileUrl) ? 'pdf' : 'image';
}

/** The local date and time a setup last changed, for a tooltip beside the relative 'Modified'. */
export function localDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatLocalDateTime(date);
}
