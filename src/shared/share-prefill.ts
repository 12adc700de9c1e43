import { mapConditions } from './conditions-mapping';

interface SheetLike {
  name: string;
  driverName?: string | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
  publicTrackName?: string | null;
  trackName?: string | null;
  publicTrackConditions?: string | null;
  trackConditions?: string | null;
  eventName?: string | null;
  notes?: string | null;
}

interface UserLike {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

interface CarLike {
  manufacturer: string;
  model: string;
}

/** SPEC §5 "Share prefill": what the share dialog opens with. */
export function sharePrefill(sheet: SheetLike, user: UserLike, car?: CarLike | null) {
  const fullName = [user.firstName, user.lastName]
    .filter((p) => p?.trim())
    .join(' ')
    .trim();
  const conditions = mapConditions(sheet.publicTrackConditions || sheet.trackConditions);
  return {
    driverName: sheet.driverName || fullName || user.email.split('@')[0] || '',
    vehicleMake: sheet.vehicleMake || car?.manufacturer || '',
    vehicleModel: sheet.vehicleModel || car?.model || '',
    publicTrackName: sheet.publicTrackName || sheet.trackName || '',
    publicTrackConditions: conditions.preset,
    customConditions: conditions.custom,
    eventName: sheet.eventName || sheet.name,
    notes: sheet.notes ?? '',
    acknowledged: false,
    isPublic: true,
  };
}
