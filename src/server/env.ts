import { isIP } from 'node:net';
import path from 'node:path';
import { type AppConfig, DEFAULT_RATE_LIMITS, type RateLimitConfig } from './config';
import type { DatabaseConfig } from './db';

export interface ServerEnv {
  port: number;
  host: string;
  database: DatabaseConfig;
  app: AppConfig;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number above 0, got '${value}'`);
  return n;
}

/** Per-address limits may be raised for a big club behind one address (or the e2e suite). */
function rateLimits(env: NodeJS.ProcessEnv): RateLimitConfig {
  const d = DEFAULT_RATE_LIMITS;
  return {
    ...d,
    loginPerIpPerMinute: positiveInt(
      'RATE_LIMIT_LOGIN_PER_MINUTE',
      env.RATE_LIMIT_LOGIN_PER_MINUTE,
      d.loginPerIpPerMinute,
    ),
    registerPerIpPerHour: positiveInt(
      'RATE_LIMIT_REGISTER_PER_HOUR',
      env.RATE_LIMIT_REGISTER_PER_HOUR,
      d.registerPerIpPerHour,
    ),
    resetPerIpPerMinute: positiveInt(
      'RATE_LIMIT_RESET_PER_MINUTE',
      env.RATE_LIMIT_RESET_PER_MINUTE,
      d.resetPerIpPerMinute,
    ),
  };
}

// proxy-addr's names for whole ranges, which Fastify accepts beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or false for none; a hop count (true means 1: the proxy right in front);
 * or a comma-separated list of proxy addresses and CIDR ranges.
 */
function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const wrong = entries.find((e) => !isAddressOrRange(e));
  if (wrong !== undefined)
    throw new Error(
      `TRUST_PROXY must be false, a number of proxy hops, or proxy addresses and CIDR ranges separated by commas; '${wrong}' is none of these`,
    );
  return entries;
}

/** PUBLIC_ORIGIN: comma-separated origins such as https://rc.example.com. */
function publicOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, ''))
      throw new Error(`PUBLIC_ORIGIN must list origins such as https://rc.example.com, got '${text}'`);
    return url.origin;
  });
}

function port(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be a port number, got '${value}'`);
  return n;
}

/** Reads the process environment once, at start-up; the app itself never touches process.env. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: port(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    database: {
      databaseUrl: env.DATABASE_URL || undefined,
      sqliteFile: path.join(dataDir, 'rc-setup.db'),
      poolSize: env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
      waitMs: positiveInt('DATABASE_WAIT_SECONDS', env.DATABASE_WAIT_SECONDS, 30) * 1000,
    },
    app: {
      cookieSecure: flag(env.COOKIE_SECURE) ?? 'auto',
      trustProxy: trustProxy(env.TRUST_PROXY),
      publicOrigins: publicOrigins(env.PUBLIC_ORIGIN),
      clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
      rateLimits: rateLimits(env),
      logLevel: env.LOG_LEVEL ?? 'info',
      answerCacheBytes: positiveInt('ANSWER_CACHE_MB', env.ANSWER_CACHE_MB, 32) * 1024 * 1024,
      storageQuotaBytes: positiveInt('STORAGE_QUOTA_MB', env.STORAGE_QUOTA_MB, 100) * 1024 * 1024,
      uploadGraceMs: positiveInt('UPLOAD_GRACE_HOURS', env.UPLOAD_GRACE_HOURS, 24) * 60 * 60 * 1000,
    },
  };
}
