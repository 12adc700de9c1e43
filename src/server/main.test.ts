import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('main.ts with a wrong environment', () => {
  it('prints what is wrong, without a stack trace, and exits 1 before touching the database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_POOL_SIZE: 'abc',
        LOG_LEVEL: 'loud',
        DATA_DIR: '/nonexistent/never-made',
        CLIENT_DIR: '/nonexistent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got 'abc'");
    expect(run.stderr).toContain(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toBe('');
  });
});
