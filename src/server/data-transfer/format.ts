import { z } from 'zod';
import { ALLOWED_UPLOAD_TYPES } from '../../shared/constants/limits';
import { carInputSchema, carSchema } from '../../shared/schemas/car';
import { MAX_ID } from '../../shared/schemas/common';
import { escSetupSchema } from '../../shared/schemas/esc-setup';
import { maintenanceItemSchema, maintenanceLogEntrySchema } from '../../shared/schemas/maintenance';
import {
  clientRefSchema,
  officialFiguresSchema,
  RUN_SOURCES,
  raceFieldSchema,
  raceIdentitySchema,
  runCreateSchema,
  runSummarySchema,
} from '../../shared/schemas/run';
import { setupBaseInput } from '../../shared/schemas/setup-common';
import { setupSheetSchema } from '../../shared/schemas/setup-sheet';
import {
  CHANGE_NOTE_MAX,
  storedValueSchema,
  VERSION_OUTCOMES,
  VERSION_SOURCES,
} from '../../shared/schemas/setup-version';
import { transponderSchema, transponderUpdateSchema } from '../../shared/schemas/transponder';
import { tyreSetInputSchema, tyreSetSchema } from '../../shared/schemas/tyre-set';

/**
 * The layout of an export's `data.json` (issue 19). Each record is the API's own schema for its
 * resource (the shape), with the input schema's rules laid over it (lengths, choices), so a file
 * is held to what a racer could have typed. `id`s are the export's own: they only link records
 * inside the file, and an import gives every record it creates a new one.
 */
export const EXPORT_APP = 'rc-setup-assistant';

const exportId = z.number().int().positive().max(MAX_ID);
const ref = exportId.nullable();
/** When a record was made or changed, as the app writes it (ISO 8601); kept as it was by an import. */
const timestamp = z
  .string()
  .max(40)
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
    'must be a date and time (ISO 8601)',
  );
/** Uploads are named by the url they had at export; `files[]` says which file in the zip that is. */
const uploadUrl = z
  .string()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Not an upload address');
const dated = { createdAt: timestamp, updatedAt: timestamp };

export const carRecordSchema = carSchema.extend({
  ...carInputSchema.shape,
  id: exportId,
  imageUrl: uploadUrl.nullable(),
  ...dated,
});

export const transponderRecordSchema = transponderSchema.extend({
  ...transponderUpdateSchema.shape,
  id: exportId,
  rcCarId: ref,
  ...dated,
});

export const tyreSetRecordSchema = tyreSetSchema.omit({ usage: true }).extend({
  ...tyreSetInputSchema.shape,
  id: exportId,
  ...dated,
});

const versionNumber = z.number().int().positive().max(MAX_ID);

/** One version of a setup's history as stored: what changed (`{ field: [from, to] }`) and, every 50th, the whole content. */
export const versionRecordSchema = z.object({
  version: versionNumber,
  createdAt: timestamp,
  source: z.enum(VERSION_SOURCES),
  note: z.string().max(CHANGE_NOTE_MAX).nullable(),
  outcome: z.enum(VERSION_OUTCOMES),
  changes: z.record(z.string().max(100), z.tuple([storedValueSchema, storedValueSchema])),
  snapshot: z.record(z.string().max(100), storedValueSchema).nullable(),
});
export type VersionRecord = z.infer<typeof versionRecordSchema>;

/** How many install events one setup may carry in a file: years of race days, far below a file's size cap. */
export const INSTALLS_MAX = 1000;

/**
 * One time the setup went onto a car (migration 0018): the version then current, the car (an
 * export id; none once the car was deleted, and a car the file does not hold comes in as none),
 * the car's name as it was then, and the racer's note.
 */
export const installRecordSchema = z.object({
  version: versionNumber,
  rcCarId: ref,
  carName: z.string().min(1).max(201),
  note: z.string().max(CHANGE_NOTE_MAX).nullable(),
  createdAt: timestamp,
});
export type InstallRecord = z.infer<typeof installRecordSchema>;

/** Catalogue values are text; none the app writes is longer than this. */
const FIELD_TEXT_MAX = 5000;
const fieldTextsFit = (record: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const [key, value] of Object.entries(record))
    if (typeof value === 'string' && value.length > FIELD_TEXT_MAX)
      ctx.addIssue({ code: 'custom', path: [key], message: `must be at most ${FIELD_TEXT_MAX} characters` });
};

// The details a racer types, by the editor's rules; the catalogue fields as stored text (an older
// value need not pass a number rule added since, and the import keeps it as it was).
const setupDetails = {
  ...setupBaseInput.pick({
    name: true,
    trackName: true,
    trackSurface: true,
    trackSurfaceTreatment: true,
    trackConditions: true,
    fileType: true,
    fileName: true,
    notes: true,
  }).shape,
  id: exportId,
  rcCarId: ref,
  fileUrl: uploadUrl.nullable(),
  version: versionNumber,
  ...dated,
  versions: z.array(versionRecordSchema),
  // Issue 29: a file exported before install events imports with none.
  installs: z.array(installRecordSchema).max(INSTALLS_MAX).default([]),
};

export const setupSheetRecordSchema = setupSheetSchema
  .extend({ ...setupDetails, escSetupId: ref })
  .superRefine(fieldTextsFit);
export const escSetupRecordSchema = escSetupSchema.extend(setupDetails).superRefine(fieldTextsFit);
export type SetupRecord = z.infer<typeof setupSheetRecordSchema> | z.infer<typeof escSetupRecordSchema>;

const run = runCreateSchema.shape;
export const runRecordSchema = runSummarySchema.omit({ stats: true }).extend({
  ...run,
  id: exportId,
  rcCarId: ref,
  setupSheetId: ref,
  setupVersion: versionNumber.nullable(),
  escSetupId: ref,
  escVersion: versionNumber.nullable(),
  session: run.session.unwrap(),
  source: z.enum(RUN_SOURCES),
  official: officialFiguresSchema.nullable(),
  /** Which result file and driver an imported run came from: that result is not imported twice. */
  importKey: z.string().max(500).nullable(),
  // Issue 29's fields: a file exported before them imports with them empty.
  startSegment: z.boolean({ error: 'Start segment must be true or false' }).default(false),
  race: raceIdentitySchema.nullable().default(null),
  field: raceFieldSchema.nullable().default(null),
  clientRef: clientRefSchema.nullable().default(null),
  tyreSetIds: z
    .array(exportId)
    .max(4)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each tyre set once'),
  ...dated,
});
export type RunRecord = z.infer<typeof runRecordSchema>;

export const maintenanceLogRecordSchema = maintenanceLogEntrySchema.omit({ id: true }).extend({
  doneAt: timestamp,
  note: z.string().max(500).nullable(),
  usage: z.number().min(0).max(1e9),
});

export const maintenanceItemRecordSchema = maintenanceItemSchema.omit({ usage: true, due: true }).extend({
  id: exportId,
  rcCarId: exportId,
  name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
  lifeAmount: z.number().int().min(1).max(10_000),
  tankMinutes: z.number().min(1).max(60).nullable(),
  createdAt: timestamp,
  lastDoneAt: timestamp.nullable(),
  log: z.array(maintenanceLogRecordSchema),
});
export type MaintenanceItemRecord = z.infer<typeof maintenanceItemRecordSchema>;

/** An uploaded file: its record, and where its bytes are in the zip (`files/…`). */
export const fileRecordSchema = z.object({
  id: exportId,
  url: uploadUrl,
  path: z
    .string()
    .max(300)
    .regex(/^files\/[^/\\]+$/, 'must name a file in the zip\'s "files/" folder'),
  originalName: z.string().min(1).max(255),
  mimeType: z.enum(ALLOWED_UPLOAD_TYPES),
  size: z.number().int().nonnegative().max(MAX_ID),
  /** SHA-256 of the bytes in the zip, base64url: how an import knows a file the racer already has. */
  sha256: z.string().max(100),
  createdAt: timestamp,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** Who exported: for the racer reading the file. An import leaves the account's own profile alone. */
export const profileRecordSchema = z.object({
  username: z.string().max(200),
  email: z.string().max(400),
  firstName: z.string().max(200).nullable(),
  lastName: z.string().max(200).nullable(),
  profileImageUrl: uploadUrl.nullable(),
  createdAt: timestamp,
});

/** `app` and `schemaVersion` are checked first (exporter's header), each with its own message. */
export const exportHeaderSchema = z.object({ app: z.unknown(), schemaVersion: z.unknown() });

/** The lists of records data.json holds, each with its own export ids. */
export const RECORD_LISTS = [
  'cars',
  'transponders',
  'tyreSets',
  'setupSheets',
  'escSetups',
  'runs',
  'maintenanceItems',
  'files',
] as const;
export type RecordList = (typeof RECORD_LISTS)[number];

export const exportDataSchema = z.object({
  app: z.literal(EXPORT_APP),
  schemaVersion: z.number().int().positive(),
  exportedAt: timestamp,
  profile: profileRecordSchema,
  cars: z.array(carRecordSchema),
  transponders: z.array(transponderRecordSchema),
  tyreSets: z.array(tyreSetRecordSchema),
  setupSheets: z.array(setupSheetRecordSchema),
  escSetups: z.array(escSetupRecordSchema),
  runs: z.array(runRecordSchema),
  maintenanceItems: z.array(maintenanceItemRecordSchema),
  files: z.array(fileRecordSchema),
});
export type ExportData = z.infer<typeof exportDataSchema>;
/** What the exporter writes (before the import's rules normalise it). */
export type ExportDataInput = z.input<typeof exportDataSchema>;
