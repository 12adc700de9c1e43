/**
 * The shape of the answers a saved query cache holds. Bump the version when an answer's shape
 * changes, so an updated app never reads a cache of the old shapes (it is dropped, and refilled at
 * the next start with a connection). cache-version.test.ts holds the fingerprint of
 * src/shared/schemas/ and fails when those change without a look at this version.
 *
 * Why not the build id: a new build is often installed (by the service worker) before it runs; a
 * racer who reloads it first at the track, offline, would find the cache of the build before
 * dropped. Most builds change no answer.
 */
// v2 (issue 19): a run's answer names its tyre sets (`tyreSetIds`), which the run page and Edit details
// read. Maintenance's answers are new, so they changed no saved shape; nor do the export/import error
// codes or the setup file's schema (a file format, never a saved answer). A version's source may now
// be 'gearing' (the calculator's write-back): a value added, no saved answer changed shape.
// v3 (issue 28): a setup's history is saved as the pages loaded ({ pages, pageParams }), no longer one
// array, and a car's runs under a key of their own, page by page. Other lists keep their shape (every
// page joined into one array).
// v4 (issue 28): an import preview says what it left out (racesInFile, driversInFile, lapsInFile,
// notes); account limits add an error code. Both are answers a saved cache may hold.
// v5 (issue 29): a run says whether lap 1 is a start segment, keeps the race it was and its field, and
// its stats say which figures are the file's; a setup's impact answer says how sure each change is
// (top5IntervalMs, verdict, tooLittle) in place of suggestedOutcome. Saved ones would not parse.
// Issue 33 (sign-up): the user gains `securityQuestionsSet`; a saved user without it reads as one whose
// questions are set (every account from before has them), so no version bump.
export const CACHE_SCHEMA_VERSION = 'v5';

/** sha256 (first 16 hex) of src/shared/schemas/*.ts when CACHE_SCHEMA_VERSION was last checked. */
export const SCHEMAS_FINGERPRINT = '558e044f7958c23e';
