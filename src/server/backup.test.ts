import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backup, DUMP_NAME, pgDumpCommand, SQLITE_NAME } from '../../scripts/lib/backup.mjs';
import { buildApp } from './app';
import { defaultConfig } from './config';
import { type DatabaseConfig, openDatabase } from './db';
import { call, privatePgSchema, registerRacer } from './test/harness';
import { PNG_BYTES, uploadFile } from './test/uploads';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rc-backup-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(database: DatabaseConfig) {
  const handle = await openDatabase(database);
  const app = await buildApp(handle.db, defaultConfig({ logLevel: 'silent' }));
  return { app, close: () => app.close().then(handle.close) };
}

/** A racer with a car and an uploaded photo, in an app that stays open while it is backed up. */
async function someRecords(app: Awaited<ReturnType<typeof open>>['app']) {
  const { cookie } = await registerRacer(app);
  await call(app, cookie, {
    method: 'POST',
    url: '/api/cars',
    payload: { manufacturer: 'Tekno RC', model: 'EB48' },
  });
  const photo = (await uploadFile(app, cookie, PNG_BYTES, 'car.png')).json().url as string;
  return { cookie, photo };
}

/** What the racer reads back: the same session, cars and photo bytes after a restore. */
async function readBack(app: Awaited<ReturnType<typeof open>>['app'], cookie: string, photo: string) {
  const cars = await call(app, cookie, { method: 'GET', url: '/api/cars' });
  const file = await call(app, cookie, { method: 'GET', url: photo });
  return {
    cars: cars.json(),
    file: file.statusCode === 200 ? file.rawPayload.toString('base64') : file.statusCode,
  };
}

describe('npm run backup', () => {
  it('SQLite: an online copy of the open database restores into a fresh DATA_DIR with every record and file', async () => {
    const dataDir = tempDir();
    const live = await open({ sqliteFile: path.join(dataDir, SQLITE_NAME) });
    const { cookie, photo } = await someRecords(live.app);
    const before = await readBack(live.app, cookie, photo);
    const made = await backup({ env: { DATA_DIR: dataDir }, target: tempDir() });
    // Written after the copy: the restore must not have it.
    await call(live.app, cookie, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Later', model: 'X' },
    });
    await live.close();
    if (!made.ok) throw new Error(made.message);
    expect(JSON.parse(readFileSync(path.join(made.folder, 'backup.json'), 'utf8'))).toMatchObject({
      dialect: 'sqlite',
      file: SQLITE_NAME,
    });

    // The restore docs/operations.md describes: the copy becomes DATA_DIR/rc-setup.db.
    const freshDir = tempDir();
    copyFileSync(made.file, path.join(freshDir, SQLITE_NAME));
    const restored = await open({ sqliteFile: path.join(freshDir, SQLITE_NAME) });
    const after = await readBack(restored.app, cookie, photo);
    await restored.close();
    expect(after).toEqual(before);
    expect(after.cars).toHaveLength(1);
  });

  it('the script writes into the folder it is given, and says so when there is nothing to copy', () => {
    const dataDir = tempDir();
    const target = tempDir();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const script = path.join(ROOT, 'scripts', 'backup.mjs');
    const missing = spawnSync(process.execPath, [script, target], { env, encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`No database at ${path.join(dataDir, SQLITE_NAME)}`);

    execFileSync(
      process.execPath,
      [
        '-e',
        `new (require('better-sqlite3'))(${JSON.stringify(path.join(dataDir, SQLITE_NAME))}).exec('create table t (x)')`,
      ],
      { cwd: ROOT },
    );
    const out = execFileSync(process.execPath, [script, target], { env, encoding: 'utf8' });
    expect(out).toMatch(
      new RegExp(
        `sqlite copied to ${target}/rc-backup-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ/${SQLITE_NAME}`,
      ),
    );
  });

  const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
  it.runIf(process.env.TEST_DATABASE_URL)(
    hasPgDump
      ? 'PostgreSQL: pg_dump of the running database restores with pg_restore, every record and file'
      : 'PostgreSQL without pg_dump: says exactly what to run',
    async () => {
      const pg = await privatePgSchema();
      try {
        const live = await open({ databaseUrl: pg.url, pgSchema: pg.schema, poolSize: 2 });
        const { cookie, photo } = await someRecords(live.app);
        const before = await readBack(live.app, cookie, photo);
        // The server's own URL: libpq reads no '+' for a space in the test URL's search_path option.
        const base = process.env.TEST_DATABASE_URL as string;
        const made = await backup({ env: { DATABASE_URL: base }, target: tempDir(), pgSchema: pg.schema });
        await live.close();
        if (!hasPgDump) {
          expect(made).toMatchObject({ ok: false });
          if (!made.ok)
            expect(made.message).toContain(pgDumpCommand(path.join(made.folder, DUMP_NAME), pg.schema));
          return;
        }
        if (!made.ok) throw new Error(made.message);
        await pg.drop();
        execFileSync('pg_restore', ['--no-owner', `--dbname=${base}`, made.file]);
        const restored = await open({ databaseUrl: pg.url, pgSchema: pg.schema, poolSize: 2 });
        const after = await readBack(restored.app, cookie, photo);
        await restored.close();
        expect(after).toEqual(before);
      } finally {
        await pg.drop().catch(() => {}); // already dropped when the restore failed before re-creating it
      }
    },
  );
});
