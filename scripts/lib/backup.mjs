// The operator's backup (`npm run backup`, docs/operations.md): a consistent copy of the database
// while the app runs. Uploaded files are rows of the database (`file_blobs`), so the copy holds them.
// Plain JavaScript so it runs on a server with production dependencies only (no tsx, no build).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export const SQLITE_NAME = 'rc-setup.db';
export const DUMP_NAME = 'rc-setup.dump';

/** The same choice the server makes (src/server/env.ts): a postgres:// DATABASE_URL, else SQLite in DATA_DIR. */
export function whereFrom(env) {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const url = env.DATABASE_URL;
  const postgres = !!url && /^postgres(ql)?:\/\//.test(url);
  return {
    dialect: postgres ? 'postgres' : 'sqlite',
    url: postgres ? url : undefined,
    sqliteFile: path.join(dataDir, SQLITE_NAME),
    // Beside DATA_DIR, not in it: a restore replaces DATA_DIR's contents without touching backups.
    defaultTarget: path.join(path.dirname(dataDir), 'backups'),
  };
}

/** 2026-11-25T02-30-00Z: sorts by time, and has no ':' (not allowed in Windows file names). */
const stamp = (date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** The command that makes the PostgreSQL dump, with the URL left to the shell (it may hold a password). */
export function pgDumpCommand(file, schema) {
  const only = schema ? ` --schema=${schema}` : '';
  return `pg_dump --format=custom --no-owner${only} --file=${file} "$DATABASE_URL"`;
}

export const pgRestoreCommand = (file) =>
  `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`;

const hasCommand = (name) => spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0;

async function backupSqlite(where, folder) {
  if (!existsSync(where.sqliteFile))
    return { ok: false, message: `No database at ${where.sqliteFile}: is DATA_DIR right?` };
  const file = path.join(folder, SQLITE_NAME);
  // SQLite's online backup API: a consistent snapshot while the app keeps reading and writing
  // (WAL mode), unlike copying the file, which can miss what is still in rc-setup.db-wal.
  const source = new Database(where.sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(file);
  } finally {
    source.close();
  }
  const copy = new Database(file, { readonly: true });
  const check = copy.pragma('integrity_check', { simple: true });
  copy.close();
  if (check !== 'ok')
    return { ok: false, message: `The copy at ${file} failed its integrity check: ${check}` };
  return { ok: true, file };
}

function backupPostgres(where, folder, schema) {
  const file = path.join(folder, DUMP_NAME);
  if (!hasCommand('pg_dump'))
    return {
      ok: false,
      message:
        'pg_dump is not installed here (Debian: apt-get install postgresql-client). On a machine that has it, run:\n' +
        `  ${pgDumpCommand(file, schema)}`,
    };
  const args = ['--format=custom', '--no-owner', `--file=${file}`];
  if (schema) args.push(`--schema=${schema}`);
  // The URL goes as an argument, never through a shell; pg_dump reads it as the connection string.
  const run = spawnSync('pg_dump', [...args, where.url], { encoding: 'utf8' });
  if (run.status !== 0) return { ok: false, message: `pg_dump failed (${run.status}): ${run.stderr.trim()}` };
  return { ok: true, file };
}

/**
 * Writes one timestamped folder under `target` (default: `backups/` beside DATA_DIR) with the
 * database copy and a backup.json saying what it is and how to restore it.
 */
export async function backup({ env = process.env, target, now = new Date(), pgSchema } = {}) {
  const where = whereFrom(env);
  const folder = path.join(
    path.resolve(target || env.BACKUP_DIR || where.defaultTarget),
    `rc-backup-${stamp(now)}`,
  );
  mkdirSync(folder, { recursive: true });
  const result =
    where.dialect === 'sqlite' ? await backupSqlite(where, folder) : backupPostgres(where, folder, pgSchema);
  if (!result.ok) return { ...result, folder };
  const restore =
    where.dialect === 'sqlite'
      ? `stop the app; copy ${SQLITE_NAME} into DATA_DIR (remove rc-setup.db-wal and -shm there); start the app`
      : `stop the app; ${pgRestoreCommand(DUMP_NAME)}; start the app`;
  const manifest = {
    dialect: where.dialect,
    takenAt: now.toISOString(),
    file: path.basename(result.file),
    restore,
  };
  writeFileSync(path.join(folder, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { ok: true, folder, file: result.file, dialect: where.dialect };
}
