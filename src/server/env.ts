import path from 'node:path';
import { type AppConfig, DEFAULT_RATE_LIMITS } from './config';
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
    },
    app: {
      cookieSecure: flag(env.COOKIE_SECURE) ?? 'auto',
      trustProxy: flag(env.TRUST_PROXY) ?? false,
      clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
      rateLimits: DEFAULT_RATE_LIMITS,
      logLevel: env.LOG_LEVEL ?? 'info',
    },
  };
}
