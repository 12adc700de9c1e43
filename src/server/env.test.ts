import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './config';
import { readEnv } from './env';
import { envSchema } from './env-schema';

/** The message readEnv refuses an environment with ('' when it accepts it). */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readEnv(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('readEnv', () => {
  it('defaults to SQLite under ./data on port 3000 with automatic Secure cookies', () => {
    const env = readEnv({});
    expect(env.port).toBe(3000);
    expect(env.database.databaseUrl).toBeUndefined();
    expect(env.database.sqliteFile).toMatch(/data[/\\]rc-setup\.db$/);
    expect(env.app.cookieSecure).toBe('auto');
    expect(env.app.trustProxy).toBe(false);
    expect(env.app.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(env.app.storageQuotaBytes).toBe(100 * 1024 * 1024);
    expect(env.app.uploadGraceMs).toBe(24 * 60 * 60 * 1000);
  });

  it('reads the storage quota in MB and the upload grace period in hours', () => {
    const env = readEnv({ STORAGE_QUOTA_MB: '250', UPLOAD_GRACE_HOURS: '6' });
    expect(env.app.storageQuotaBytes).toBe(250 * 1024 * 1024);
    expect(env.app.uploadGraceMs).toBe(6 * 60 * 60 * 1000);
    expect(() => readEnv({ STORAGE_QUOTA_MB: '0' })).toThrow(/STORAGE_QUOTA_MB/);
    expect(() => readEnv({ UPLOAD_GRACE_HOURS: '1.5' })).toThrow(/UPLOAD_GRACE_HOURS/);
  });

  it('reads PostgreSQL, proxy, cookie and limit settings', () => {
    const env = readEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db/rc',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '120',
    });
    expect(env.port).toBe(8080);
    expect(env.database.databaseUrl).toBe('postgres://u:p@db/rc');
    expect(env.app.cookieSecure).toBe(true);
    expect(env.app.trustProxy).toBe(1);
    expect(env.app.rateLimits.loginPerIpPerMinute).toBe(120);
    expect(env.app.rateLimits.loginFailuresBeforeLock).toBe(DEFAULT_RATE_LIMITS.loginFailuresBeforeLock);
  });

  it('names PostgreSQL statements unless DATABASE_PREPARED turns them off, and refuses a typo', () => {
    expect(readEnv({}).database.preparedStatements).toBe(true);
    expect(readEnv({ DATABASE_PREPARED: 'off' }).database.preparedStatements).toBe(false);
    expect(readEnv({ DATABASE_PREPARED: 'false' }).database.preparedStatements).toBe(false);
    expect(readEnv({ DATABASE_PREPARED: 'on' }).database.preparedStatements).toBe(true);
    expect(refusal({ DATABASE_PREPARED: 'auto' })).toContain(
      "DATABASE_PREPARED must be true, false, 1, 0, yes, no, on or off, got 'auto'",
    );
  });

  it('reads TRUST_PROXY as none, a hop count, or proxy addresses, and never as "trust everyone"', () => {
    expect(readEnv({ TRUST_PROXY: 'false' }).app.trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: '' }).app.trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).app.trustProxy).toBe(1);
    expect(readEnv({ TRUST_PROXY: '2' }).app.trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).app.trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['ture', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com'])
      expect(() => readEnv({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('reads PUBLIC_ORIGIN as a list of origins', () => {
    expect(readEnv({}).app.publicOrigins).toEqual([]);
    expect(
      readEnv({ PUBLIC_ORIGIN: 'https://rc.example.com, http://pits.local:8080' }).app.publicOrigins,
    ).toEqual(['https://rc.example.com', 'http://pits.local:8080']);
    for (const wrong of ['rc.example.com', 'https://rc.example.com/app', 'ftp://rc.example.com'])
      expect(() => readEnv({ PUBLIC_ORIGIN: wrong }), wrong).toThrow(/PUBLIC_ORIGIN/);
  });

  it('refuses nonsense instead of starting with it', () => {
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readEnv({ RATE_LIMIT_LOGIN_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_LOGIN_PER_MINUTE/);
  });

  it('refuses a pool size that is not a whole number from 1 to 1000, and says so', () => {
    expect(refusal({ DATABASE_POOL_SIZE: 'abc' })).toContain(
      "DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got 'abc'",
    );
    for (const wrong of ['0', '1001', '2.5', '1e2', '-3'])
      expect(refusal({ DATABASE_POOL_SIZE: wrong }), wrong).toMatch(/DATABASE_POOL_SIZE must be/);
    expect(readEnv({}).database.poolSize).toBe(10);
    expect(readEnv({ DATABASE_POOL_SIZE: ' 25 ' }).database.poolSize).toBe(25);
  });

  it('takes only the log levels pino knows', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      expect(readEnv({ LOG_LEVEL: level }).app.logLevel).toBe(level);
    expect(readEnv({ LOG_LEVEL: 'DEBUG' }).app.logLevel).toBe('debug');
    expect(refusal({ LOG_LEVEL: 'verbose' })).toContain(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'verbose'",
    );
  });

  it('reads the log format (readable in a terminal by default) and NO_COLOR', () => {
    expect(readEnv({}).log).toEqual({ format: 'auto', color: true });
    expect(readEnv({ LOG_FORMAT: 'JSON', NO_COLOR: '1' }).log).toEqual({ format: 'json', color: false });
    expect(readEnv({ LOG_FORMAT: 'pretty' }).log.format).toBe('pretty');
    expect(refusal({ LOG_FORMAT: 'fancy' })).toContain(
      "LOG_FORMAT must be one of auto, pretty, json, got 'fancy'",
    );
  });

  it('refuses a DATABASE_URL that is not PostgreSQL instead of falling back to SQLite, without echoing it', () => {
    expect(readEnv({ DATABASE_URL: 'postgresql://u:p@db/rc' }).database.databaseUrl).toBe(
      'postgresql://u:p@db/rc',
    );
    for (const wrong of ['mysql://u:secret@db/rc', 'sqlite:./rc.db', 'u:secret@db/rc', 'http://db/rc'])
      expect(refusal({ DATABASE_URL: wrong }), wrong).toMatch(/^ {2}DATABASE_URL must be a PostgreSQL URL/m);
    expect(refusal({ DATABASE_URL: 'mysql://u:secret@db/rc' })).not.toContain('secret');
    expect(refusal({ DATABASE_URL: 'hunter2' })).not.toContain('hunter2');
  });

  it('reads COOKIE_SECURE as the documented words and refuses a typo', () => {
    const words: Record<string, boolean | 'auto'> = {
      true: true,
      '1': true,
      yes: true,
      ON: true,
      false: false,
      '0': false,
      no: false,
      off: false,
      auto: 'auto',
    };
    for (const [word, value] of Object.entries(words))
      expect(readEnv({ COOKIE_SECURE: word }).app.cookieSecure, word).toBe(value);
    expect(refusal({ COOKIE_SECURE: 'ture' })).toContain(
      "COOKIE_SECURE must be true, false, 1, 0, yes, no, on, off or auto, got 'ture'",
    );
  });

  it('reports every bad setting at once, each with what it accepts', () => {
    const message = refusal({ PORT: '80a', LOG_LEVEL: 'loud', COOKIE_SECURE: 'ture', TRUST_PROXY: 'ture' });
    expect(message.split('\n').slice(1)).toEqual([
      "  PORT must be a port number from 0 to 65535, got '80a'",
      expect.stringMatching(/^ {2}COOKIE_SECURE must be .*, got 'ture'$/),
      expect.stringMatching(/^ {2}TRUST_PROXY must be false, true, a number of proxy hops, .*, got 'ture'$/),
      expect.stringMatching(/^ {2}LOG_LEVEL must be one of .*, got 'loud'$/),
    ]);
  });

  it('counts an empty value as unset, for every setting', () => {
    const empty = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, ' ']));
    expect(readEnv(empty)).toEqual(readEnv({}));
  });
});

describe('the README Configuration table', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  // | `NAME` | default | meaning |: the default cell without its backticks.
  const rows = [...section.matchAll(/^\| `([A-Z_]+)` +\| ([^|]+?) +\| (.+) \|$/gm)].filter(
    ([, , , meaning]) => !meaning?.startsWith('Tests only'),
  );
  const documented = Object.fromEntries(
    rows.map(([, name, fallback]) => [name, fallback?.replaceAll('`', '')]),
  );

  /** A default as the README writes it: unset, or the value the schema falls back to. */
  function shown(value: unknown): string {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return 'unset';
    return String(value);
  }

  it('lists exactly the settings the schema reads, with the same defaults', () => {
    expect(rows.length).toBeGreaterThan(10);
    const defaults: Record<string, unknown> = envSchema.parse({});
    const actual = Object.fromEntries(
      Object.keys(envSchema.shape).map((name) => [name, shown(defaults[name])]),
    );
    expect(documented).toEqual(actual);
  });
});
