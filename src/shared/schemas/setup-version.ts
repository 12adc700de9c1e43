import { z } from 'zod';
import { idParamsSchema, MAX_ID, optionalText } from './common';

/**
 * Where a version came from (issue 15): the editor, a restore, a copy, the wizard, compare, an import,
 * the gearing calculator's "Write to setup sheet" (issue 19). Stored as text without a check
 * constraint, so a new source needs no migration.
 */
export const VERSION_SOURCES = [
  'create',
  'edit',
  'restore',
  'copy',
  'wizard',
  'compare',
  'import',
  'gearing',
] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

/** What the racer found when they ran it. */
export const VERSION_OUTCOMES = ['better', 'worse', 'same', 'untested'] as const;
export type VersionOutcome = (typeof VERSION_OUTCOMES)[number];

/** Sources a save from the client may name; the server sets the others itself. */
export const CHANGE_SOURCES = ['edit', 'wizard', 'compare', 'gearing'] as const;

export const CHANGE_NOTE_MAX = 500;

/** The optional "What did you change and why?" on POST and PUT, stored on the version they write. */
export const changeNoteSchema = optionalText(CHANGE_NOTE_MAX, 'The reason');
export const changeSourceSchema = z
  .enum(CHANGE_SOURCES, { error: `The change source must be one of ${CHANGE_SOURCES.join(', ')}` })
  .optional();

/** A stored value as it was: text, an id, a flag, or null when empty. */
export const storedValueSchema = z.union([z.string(), z.number(), z.boolean()]).nullable();
export type StoredValue = z.infer<typeof storedValueSchema>;

export const fieldChangeSchema = z.object({
  field: z.string(),
  from: storedValueSchema,
  to: storedValueSchema,
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

const versionMeta = {
  version: z.number().int(),
  createdAt: z.string(),
  source: z.enum(VERSION_SOURCES),
  note: z.string().nullable(),
  outcome: z.enum(VERSION_OUTCOMES),
};

/**
 * One time the setup was installed on a car while this version was current (issue 29): when, the
 * car (its name as it was then; the id is null once the car is deleted), and the racer's note.
 */
export const installEventSchema = z.object({
  createdAt: z.string(),
  rcCarId: z.number().int().nullable(),
  carName: z.string(),
  note: z.string().nullable(),
});
export type InstallEvent = z.infer<typeof installEventSchema>;

/**
 * GET /api/setup-sheets/:id/versions (newest first), PATCH …/versions/:version. `installs`: the
 * installs made at this version, oldest first.
 */
export const setupVersionSchema = z.object({
  ...versionMeta,
  changes: z.array(fieldChangeSchema),
  installs: z.array(installEventSchema),
});
export type SetupVersion = z.infer<typeof setupVersionSchema>;
export const setupVersionListSchema = z.array(setupVersionSchema);

/** GET /api/setup-sheets/:id/versions/:version: every content field as it was. */
export const setupVersionDetailSchema = z.object({
  ...versionMeta,
  setup: z.record(z.string(), storedValueSchema),
});
export type SetupVersionDetail = z.infer<typeof setupVersionDetailSchema>;

export const versionParamsSchema = idParamsSchema.extend({
  version: z.coerce
    .number({ error: 'Invalid version' })
    .int('Invalid version')
    .positive('Invalid version')
    .max(2_147_483_647, 'Invalid version'),
});

const carMessage = 'Choose one of your vehicles';

/**
 * POST /api/setup-sheets/:id/install (and …/esc-setups/…): the car the racer saw on the button,
 * which must be the setup's own, and an optional note kept with the install in History.
 */
export const setupInstallSchema = z.object({
  rcCarId: z.number({ error: carMessage }).int(carMessage).positive(carMessage).max(MAX_ID, carMessage),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(CHANGE_NOTE_MAX, `The note must be at most ${CHANGE_NOTE_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
});
export type SetupInstall = z.input<typeof setupInstallSchema>;

/** PATCH …/versions/:version: the reason and what the racer found. */
export const setupVersionPatchSchema = z.object({
  note: changeNoteSchema,
  outcome: z
    .enum(VERSION_OUTCOMES, { error: `The outcome must be one of ${VERSION_OUTCOMES.join(', ')}` })
    .optional(),
});
export type SetupVersionPatch = z.input<typeof setupVersionPatchSchema>;
