import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './config';
import { readEnv } from './env';

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
});
