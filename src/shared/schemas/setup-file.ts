import { z } from 'zod';
import type { SetupKindName } from '../setup-content';
import { escSetupInputSchema } from './esc-setup';
import { setupSheetInputSchema } from './setup-sheet';

/**
 * One setup as a file a racer sends by any messenger (issue 19 item 5): `<name>.rcsetup.json`. It holds
 * what the setup is (its name, values, notes), never where it sits in one racer's account (ids, car,
 * attached file, installed and public flags), so it imports into any account. The car it was made
 * for travels beside it, for the reader and to preselect a matching car of theirs.
 */

export const SETUP_FILE_APP = 'rc-setup-assistant';
/** The version this build writes; a newer file is refused by name rather than half read. */
export const SETUP_FILE_VERSION = 1;
export const SETUP_FILE_EXTENSION = '.rcsetup.json';

/**
 * The input fields a file leaves out: references into the sender's account (car, ESC setup, uploaded
 * file and the flag that goes with it), flags about where it sits, the version's reason, and the
 * details that only the community card shows.
 */
const NOT_IN_FILE = {
  rcCarId: true,
  fileUrl: true,
  fileType: true,
  fileName: true,
  useManufacturerSheet: true,
  isPublic: true,
  isCurrentlyInstalled: true,
  changeNote: true,
  changeSource: true,
  driverName: true,
  publicTrackName: true,
  publicTrackConditions: true,
  eventName: true,
} as const;

/** The setup of each kind as the file holds it: that kind's input schema, checked the same way. */
export const setupFileSetupSchemas = {
  'setup-sheet': setupSheetInputSchema.omit({ ...NOT_IN_FILE, escSetupId: true }),
  'esc-setup': escSetupInputSchema.omit(NOT_IN_FILE),
} as const;

/** The car the setup was made for, as the reader sees it; never matched by id. */
export const setupFileCarSchema = z.object({
  name: z.string().max(201),
  make: z.string().max(100),
  model: z.string().max(100),
  class: z.string().max(100).nullable().optional(),
});
export type SetupFileCar = z.infer<typeof setupFileCarSchema>;

const envelope = <K extends SetupKindName>(kind: K) =>
  z.object({
    app: z.literal(SETUP_FILE_APP),
    kind: z.literal(kind),
    schemaVersion: z.literal(SETUP_FILE_VERSION),
    exportedAt: z.string(),
    setup: setupFileSetupSchemas[kind],
    car: setupFileCarSchema.optional(),
  });

export const setupFileSchemas = {
  'setup-sheet': envelope('setup-sheet'),
  'esc-setup': envelope('esc-setup'),
} as const;

export type SetupFile<K extends SetupKindName = SetupKindName> = z.output<(typeof setupFileSchemas)[K]>;

/** What each kind is called in a message about a file of the other kind. */
const KIND_NAMES: Record<SetupKindName, string> = {
  'setup-sheet': 'a car setup sheet',
  'esc-setup': 'an ESC setup',
};

export type SetupFileReading<K extends SetupKindName> =
  | { ok: true; file: SetupFile<K> }
  | { ok: false; message: string };

const NOT_OURS = 'This is not an RC Setup Assistant setup file.';

/**
 * Reads a file's text as a setup of `kind`, saying in one sentence what is wrong otherwise: not JSON,
 * not ours, made by a newer version, the other kind, or a value the kind's own form would refuse.
 */
export function readSetupFile<K extends SetupKindName>(text: string, kind: K): SetupFileReading<K> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: `${NOT_OURS} It could not be read as JSON.` };
  }
  const head = z
    .object({ app: z.literal(SETUP_FILE_APP), kind: z.string(), schemaVersion: z.number() })
    .safeParse(json);
  if (!head.success) return { ok: false, message: NOT_OURS };
  if (head.data.schemaVersion > SETUP_FILE_VERSION) {
    return {
      ok: false,
      message: 'This setup file was made by a newer version of the app. Reload the app, then try again.',
    };
  }
  if (head.data.kind !== kind) {
    const other = KIND_NAMES[head.data.kind as SetupKindName];
    return {
      ok: false,
      message: other
        ? `This file holds ${other}, not ${KIND_NAMES[kind]}. Import it on the other tab.`
        : NOT_OURS,
    };
  }
  const parsed = setupFileSchemas[kind].safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data as SetupFile<K> };
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') ?? '';
  return { ok: false, message: `This setup file is damaged: ${where ? `${where}: ` : ''}${issue?.message}` };
}
