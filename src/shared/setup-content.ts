import {
  ESC_GROUPS,
  ESC_TUNING_KEYS,
  SETUP_SHEET_GROUPS,
  SETUP_SHEET_TUNING_KEYS,
  type SetupField,
  type SetupGroup,
} from './constants/setup-fields';

/**
 * A setup's content: what its history remembers and compare lines up (issue 15). Every field the
 * racer writes except the flags that say where it is (`isCurrentlyInstalled`, `isPublic`) and the
 * community sharing fields. The order is the editor's: details first, then the catalogue's groups.
 */
export type SetupKindName = 'setup-sheet' | 'esc-setup';

const DETAIL_LABELS = {
  name: 'Name',
  rcCarId: 'Vehicle',
  trackName: 'Track',
  trackSurface: 'Surface',
  trackSurfaceTreatment: 'Treatment',
  trackConditions: 'Conditions',
  fileUrl: 'Setup file',
  fileType: 'Setup file type',
  fileName: 'Setup file name',
  useManufacturerSheet: "Manufacturer's sheet",
  notes: 'Notes',
  escSetupId: 'ESC setup',
  escMake: 'ESC make',
  escModel: 'ESC model',
  creator: 'Creator',
} as const;

/** The content both kinds share (the server's column lists start from it). */
export const BASE_DETAILS = [
  'name',
  'rcCarId',
  'trackName',
  'trackSurface',
  'trackSurfaceTreatment',
  'trackConditions',
  'fileUrl',
  'fileType',
  'fileName',
  'useManufacturerSheet',
  'notes',
] as const;

/** The details of each kind that are content, beside its catalogue fields. */
const DETAILS: Record<SetupKindName, readonly (keyof typeof DETAIL_LABELS)[]> = {
  'setup-sheet': [...BASE_DETAILS, 'escSetupId'],
  'esc-setup': [...BASE_DETAILS, 'escMake', 'escModel', 'creator'],
};

export const CONTENT_GROUPS: Record<SetupKindName, readonly SetupGroup[]> = {
  'setup-sheet': SETUP_SHEET_GROUPS,
  'esc-setup': ESC_GROUPS,
};

export const CONTENT_KEYS: Record<SetupKindName, readonly string[]> = {
  'setup-sheet': [...DETAILS['setup-sheet'], ...SETUP_SHEET_TUNING_KEYS],
  'esc-setup': [...DETAILS['esc-setup'], ...ESC_TUNING_KEYS],
};

/** Flags among the content: they read false when off, never null. */
export const CONTENT_FLAGS: ReadonlySet<string> = new Set(['useManufacturerSheet']);

/** Where the setup was run: compare lines these up first, and "Use this value" may copy them. */
export const TRACK_DETAILS = [
  'trackName',
  'trackSurface',
  'trackSurfaceTreatment',
  'trackConditions',
] as const;

const CATALOGUE = new Map<string, SetupField>(
  [...SETUP_SHEET_GROUPS, ...ESC_GROUPS].flatMap((g) => g.fields.map((f) => [f.key, f] as const)),
);

/** A key's catalogue field (its unit and input matter); undefined for the details (track, ESC make…). */
export const catalogueField = (key: string): SetupField | undefined => CATALOGUE.get(key);

const labels = new Map<string, string>([
  ...Object.entries(DETAIL_LABELS),
  ...[...CATALOGUE].map(([key, field]) => [key, field.label] as const),
]);

/** "Rear spring", "Track", "ESC make": the label a racer knows a content field by. */
export function contentLabel(field: string): string {
  return labels.get(field) ?? field;
}
