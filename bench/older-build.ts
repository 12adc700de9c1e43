/**
 * An older commit of this app, built and seeded in a throw-away worktree, so a benchmark can
 * measure "before" beside "after" in one run on one machine (a figure from another day on a shared
 * machine is not comparable). The older code seeds its own database with its own seed, so its
 * migrations and the data it reads are its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface OlderBuild {
  root: string;
  commit: string;
  /** Seeds `databaseUrl` (or, without it, a SQLite file under `dataDir`) with the older seed; returns its cookies. */
  seed: (config: { databaseUrl?: string; sqliteFile?: string }) => string[];
  remove: () => void;
}

/** The seed the bench's `run.ts` makes, run by the older checkout's own code. */
const SEED_SCRIPT = `
import { openDatabase } from '../src/server/db';
import { seedCompareHistory } from './compare';
import { DEFAULT_SEED, seed } from './seed';
import { seedRuns } from './seed-runs';
const config = JSON.parse(process.argv[2]);
const database = await openDatabase(config);
const cookies = await seed(database.db, { ...DEFAULT_SEED, sessions: 200 });
await seedCompareHistory(database.db);
await seedRuns(database.db);
await database.close();
console.log(JSON.stringify(cookies));
`;

export function olderBuild(ref: string): OlderBuild {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'rc-bench-older-')), 'app');
  execFileSync('git', ['worktree', 'add', '--detach', root, commit], { cwd: ROOT, stdio: 'ignore' });
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' });
    rmSync(path.dirname(root), { recursive: true, force: true });
  };
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
    // The older scripts read ../shared as this checkout does.
    symlinkSync(path.resolve(ROOT, '../shared'), path.join(path.dirname(root), 'shared'));
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'ignore' });
    writeFileSync(path.join(root, 'bench/older-seed.ts'), SEED_SCRIPT);
  } catch (error) {
    remove();
    throw error;
  }
  const seed: OlderBuild['seed'] = (config) => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'bench/older-seed.ts', JSON.stringify(config)],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, LOG_LEVEL: 'warn' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return JSON.parse(out.trim().split('\n').at(-1) as string) as string[];
  };
  return { root, commit, seed, remove };
}
