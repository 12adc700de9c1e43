import { z } from 'zod';
import { ACCOUNT_LIMIT_KINDS } from '../constants/account-limits';

/**
 * Export and import of a racer's data (issue 19 item 5): the contract between `GET /api/export`,
 * `POST /api/import` and the Settings page. The zip's own `data.json` layout lives beside the
 * server's exporter; this file holds what both sides of the API read.
 */

/** The version of `data.json` this build writes; an import refuses a newer one by name. */
export const EXPORT_SCHEMA_VERSION = 1;

/** What an import counts, in the order the Settings page lists them. */
export const IMPORT_KINDS = [...ACCOUNT_LIMIT_KINDS, 'files'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How a racer reads each kind in the report. */
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  cars: 'Cars',
  transponders: 'Transponders',
  tyreSets: 'Tyre sets',
  setupSheets: 'Setup sheets',
  escSetups: 'ESC setups',
  setupVersions: 'Setup history versions',
  runs: 'Runs',
  maintenanceItems: 'Maintenance items',
  maintenanceLog: 'Maintenance log entries',
  files: 'Files',
};

const count = z.number().int().nonnegative();
export const importCountsSchema = z.object({
  cars: count,
  transponders: count,
  tyreSets: count,
  setupSheets: count,
  escSetups: count,
  setupVersions: count,
  runs: count,
  maintenanceItems: count,
  maintenanceLog: count,
  files: count,
}) satisfies z.ZodType<Record<ImportKind, number>>;
export type ImportCounts = z.infer<typeof importCountsSchema>;

/**
 * A record in the file that matches one of the racer's by its natural key (a car's name, a
 * setup's car and name, …) but differs from it. The racer's own record is kept as it is: an import
 * never overwrites. `name` is how the racer knows the record ("Tekno EB48 2.1", "Ridgeway dry").
 */
export const importConflictSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  name: z.string(),
  reason: z.string(),
});
export type ImportConflict = z.infer<typeof importConflictSchema>;

/**
 * The answer of `POST /api/import` (200). With `?dryRun=true` nothing is written and the counts
 * say what an import would do; without it they say what it did. Importing the same file twice
 * creates nothing the second time: everything is `skipped`.
 */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  created: importCountsSchema,
  skipped: importCountsSchema,
  conflicts: z.array(importConflictSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** `POST /api/import?dryRun=true|false` (absent: false). */
export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
