import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startServer } from './test/server-process';

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

describe('main.ts start line and log format', () => {
  it('in JSON, names both addresses as fields; readable when asked, one line per request', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rc-main-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const json = await startServer({ LOG_LEVEL: 'info', DATA_DIR: dataDir });
    try {
      await json.waitForLog(/RC Setup Assistant is running/, 1);
      const line = JSON.parse(json.lines.find((l) => l.includes('is running')) as string);
      expect(line.msg).toMatch(
        /^RC Setup Assistant is running on SQLite: http:\/\/localhost:\d+ on this computer, /,
      );
      // The harness listens on 127.0.0.1: phones cannot reach it, and the line says how to change that.
      expect(line.msg).toContain('phones cannot reach it while HOST=127.0.0.1; start it with HOST=0.0.0.0');
      expect(line).toMatchObject({ local: json.url.replace('127.0.0.1', 'localhost'), network: [] });
    } finally {
      await json.stop();
    }

    const pretty = await startServer({
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
      DATA_DIR: dataDir,
    });
    try {
      await fetch(`${pretty.url}/api/cars`);
      await pretty.waitForLog(/GET \/api\/cars 401/, 1);
      expect(pretty.lines.find((l) => l.includes('is running'))).toMatch(
        /^\d\d:\d\d:\d\d INFO {2}RC Setup Assistant is running on SQLite: http:\/\/localhost:\d+ on this computer, phones/,
      );
      expect(pretty.lines.find((l) => l.includes('/api/cars'))).toMatch(
        /^\d\d:\d\d:\d\d INFO {2}GET \/api\/cars 401 \d+\.\d ms$/,
      );
      // Not a terminal, so no colours.
      expect(pretty.lines.join('\n')).not.toContain('\x1b[');
    } finally {
      expect(await pretty.stop()).toBe(0);
    }
    expect(pretty.lines.at(-1)).toMatch(/INFO {2}stopped$/);
  });
});
