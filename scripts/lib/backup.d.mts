export const SQLITE_NAME: string;
export const DUMP_NAME: string;
export interface Where {
  dialect: 'sqlite' | 'postgres';
  url: string | undefined;
  sqliteFile: string;
  defaultTarget: string;
}
export function whereFrom(env: Record<string, string | undefined>): Where;
export function pgDumpCommand(file: string, schema?: string): string;
export function pgRestoreCommand(file: string): string;
export type BackupResult =
  | { ok: true; folder: string; file: string; dialect: Where['dialect'] }
  | { ok: false; folder: string; message: string };
export function backup(options?: {
  env?: Record<string, string | undefined>;
  target?: string;
  now?: Date;
  /** PostgreSQL: dump only this schema (the app's tests keep each run in its own). */
  pgSchema?: string;
}): Promise<BackupResult>;
