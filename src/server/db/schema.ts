import type { Generated } from 'kysely';
import type {
  EscTuningKey,
  SetupSheetTuningKey,
  SHARE_FIELD_KEYS,
} from '../../shared/constants/setup-fields';
import type { Flag } from './flag';
import type { ArrivalTables } from './schema-arrivals';
import type {
  MaintenanceItemsTable,
  MaintenanceLogTable,
  RunTyreSetsTable,
  TyreSetsTable,
} from './schema-garage';

export type { Flag, MaintenanceItemsTable, MaintenanceLogTable, RunTyreSetsTable, TyreSetsTable };

/**
 * Table types as Kysely sees them in camelCase (CamelCasePlugin maps to snake_case columns).
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 UTC text on both dialects,
 * so behaviour is identical on SQLite and PostgreSQL; mapping to API entities is in ./mappers.ts.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** The name's look-alike skeleton, unique (services/username-key.ts); null only before migration 0007. */
  usernameKey: string | null;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  securityQuestion1: string;
  securityAnswer1Hash: string;
  securityQuestion2: string;
  securityAnswer2Hash: string;
  createdAt: string;
  updatedAt: string;
  /** Bumped by triggers on every change to the racer's cars, transponders and setups. */
  dataRevision: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  sid: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  absoluteExpiresAt: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  windowEndsAt: string;
  blockedUntil: string | null;
}

/** A browser a racer signed in from (migration 0005); only the cookie token's SHA-256 is kept. */
export interface KnownDevicesTable {
  userId: number;
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The first answer to a racer's Idempotency-Key (migration 0010); a null status while it runs. */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  fingerprint: string;
  statusCode: number | null;
  contentType: string | null;
  body: string | null;
  createdAt: string;
}

export interface CarsTable {
  id: Generated<number>;
  userId: number;
  manufacturer: string;
  model: string;
  status: string;
  scale: string | null;
  drivetrain: string | null;
  /** 'electric' | 'nitro' (migration 0009). */
  power: string | null;
  /** 'buggy' | 'truggy' | 'short course' (migration 0009). */
  vehicleClass: string | null;
  notes: string | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TranspondersTable {
  id: Generated<number>;
  userId: number;
  number: string;
  rcCarId: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

type TextColumns<K extends string> = { [P in K]: string | null };

interface SetupCommon {
  id: Generated<number>;
  userId: number;
  rcCarId: number | null;
  name: string;
  trackName: string | null;
  trackSurface: string | null;
  /** The treatment of a 'Treated' surface (ESC setups since migration 0009). */
  trackSurfaceTreatment: string | null;
  trackConditions: string | null;
  fileUrl: string | null;
  fileType: string | null;
  fileName: string | null;
  // The database has defaults for the flags, so an insert may leave them out.
  useManufacturerSheet: Generated<Flag>;
  isPublic: Generated<Flag>;
  isCurrentlyInstalled: Generated<Flag>;
  notes: string | null;
  /** Every content change adds one, in the save's transaction (migration 0011). */
  version: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/**
 * One version of a setup (migration 0011): only what changed, `{ field: [from, to] }` as JSON;
 * version 1 holds every value the setup was created with.
 */
export interface SetupVersionsTable {
  id: Generated<number>;
  setupId: number;
  version: number;
  createdAt: string;
  source: string;
  note: string | null;
  outcome: Generated<string>;
  changes: string;
  /** The whole content after this version, on every 50th (services/setup-versions.ts). */
  snapshot: string | null;
}

/**
 * One time a setup was installed on a car (migration 0018): at which version, on which car (its
 * name as it was then; the id goes to null when the car is deleted), and the racer's note.
 */
export interface SetupInstallsTable {
  id: Generated<number>;
  setupId: number;
  version: number;
  rcCarId: number | null;
  carName: string;
  note: string | null;
  createdAt: string;
}

export type SetupSheetsTable = SetupCommon &
  TextColumns<(typeof SHARE_FIELD_KEYS)[number]> &
  TextColumns<SetupSheetTuningKey> & {
    /** The racer's own ESC setup the sheet runs with; null once that setup is deleted (migration 0009). */
    escSetupId: number | null;
  };

export type EscSetupsTable = SetupCommon &
  TextColumns<(typeof SHARE_FIELD_KEYS)[number]> &
  TextColumns<EscTuningKey> & {
    escMake: string | null;
    escModel: string | null;
    creator: string | null;
  };

/** A racer's record of an upload: its server-made name, owner and original name (migration 0006). */
export interface FilesTable {
  id: Generated<number>;
  userId: number;
  filename: string;
  originalName: string;
  mimeType: string;
  /** The size of the file as the racer sent it (what the 5 MiB limit applies to). */
  size: number;
  /** The stored bytes, which copies of a shared setup share with the original. */
  blobId: number;
  createdAt: string;
}

/** Stored bytes; deleted once no `files` row names them (services/file-blobs.ts). */
export interface FileBlobsTable {
  id: Generated<number>;
  /** The size of `content`, what `/uploads/<name>` serves (an image's web-sized copy). */
  size: number;
  content: Uint8Array;
  createdAt: string;
  /**
   * SHA-256 (base64url) of `content`, its ETag. Null only for bytes stored before migration 0008
   * that the backfill has not reached yet (services/image-backfill.ts).
   */
  digest: string | null;
  /** An image's WebP thumbnail (`?size=thumb`); null for PDFs and not-yet-backfilled images. */
  thumbContent: Uint8Array | null;
  thumbSize: number | null;
  thumbDigest: string | null;
}

/**
 * A run on track with its lap times (migration 0012). `laps`, `stats` and `official` are JSON
 * (src/shared/schemas/run.ts); the list and the impact answers read `stats`, never `laps`.
 */
export interface RunsTable {
  id: Generated<number>;
  userId: number;
  /** Null once the car is deleted: the run stays. */
  rcCarId: number | null;
  setupSheetId: number | null;
  setupVersion: number | null;
  escSetupId: number | null;
  escVersion: number | null;
  date: string;
  trackName: string;
  eventName: string | null;
  session: string;
  round: string | null;
  trackSurface: string | null;
  trackConditions: string | null;
  airTempC: number | null;
  trackTempC: number | null;
  humidityPct: number | null;
  tyres: string | null;
  rating: number | null;
  notes: string | null;
  source: string;
  laps: string;
  stats: string;
  official: string | null;
  importKey: string | null;
  /** 0/1: lap 1 is a start segment (migration 0017). */
  startSegment: Generated<Flag>;
  /** JSON: the race an imported run was (src/shared/schemas/run.ts raceIdentitySchema). */
  race: string | null;
  /** JSON: the race's drivers and their laps; read only by the run's own page. */
  field: string | null;
  /** The browser's UUID for the run: unique per racer. */
  clientRef: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An unlisted link to one setup (migration 0013): exactly one of the two setup ids is set. */
export interface ShareLinksTable {
  id: Generated<number>;
  slug: string;
  userId: number;
  setupSheetId: number | null;
  escSetupId: number | null;
  createdAt: string;
}

export interface PublicSetupTermsTable {
  term: string;
  setupSheetId: number;
}

/** One row (id 1): bumped by triggers on every change to a shared setup (migration 0004). */
export interface PublicRevisionTable {
  id: number;
  revision: Generated<number>;
}

export interface Database extends ArrivalTables {
  users: UsersTable;
  sessions: SessionsTable;
  rateLimits: RateLimitsTable;
  knownDevices: KnownDevicesTable;
  idempotencyKeys: IdempotencyKeysTable;
  cars: CarsTable;
  transponders: TranspondersTable;
  setupSheets: SetupSheetsTable;
  escSetups: EscSetupsTable;
  setupSheetVersions: SetupVersionsTable;
  escSetupVersions: SetupVersionsTable;
  setupSheetInstalls: SetupInstallsTable;
  escSetupInstalls: SetupInstallsTable;
  runs: RunsTable;
  shareLinks: ShareLinksTable;
  tyreSets: TyreSetsTable;
  runTyreSets: RunTyreSetsTable;
  maintenanceItems: MaintenanceItemsTable;
  maintenanceLog: MaintenanceLogTable;
  files: FilesTable;
  fileBlobs: FileBlobsTable;
  publicSetupTerms: PublicSetupTermsTable;
  publicRevision: PublicRevisionTable;
}
