import path from 'node:path';
import { ACCOUNT_LIMITS } from '../shared/constants/account-limits';
import type { AppConfig } from './config';
import { DEFAULT_FAIR_SHARE, DEFAULT_RATE_LIMITS, defaultArrivals, defaultHeavyThreads } from './config';
import type { DatabaseConfig } from './db';
import { parseSettings } from './env-schema';
import type { LogFormatSetting } from './log-format';

export { SettingsError } from './env-schema';

export interface ServerEnv {
  port: number;
  host: string;
  database: DatabaseConfig;
  app: AppConfig;
  /** How the log reads (log-format.ts); only main.ts makes the logger, so the app never sees it. */
  log: { format: LogFormatSetting; color: boolean };
}

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Reads the process environment once, at start-up; the app itself never touches process.env.
 * Every variable goes through the one schema (env-schema.ts); a bad value throws SettingsError.
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const s = parseSettings(env);
  return {
    port: s.PORT,
    host: s.HOST,
    database: {
      databaseUrl: s.DATABASE_URL,
      sqliteFile: path.join(path.resolve(s.DATA_DIR), 'rc-setup.db'),
      poolSize: s.DATABASE_POOL_SIZE,
      waitMs: s.DATABASE_WAIT_SECONDS * 1000,
      preparedStatements: s.DATABASE_PREPARED,
    },
    app: {
      cookieSecure: s.COOKIE_SECURE,
      trustProxy: s.TRUST_PROXY,
      publicOrigins: s.PUBLIC_ORIGIN,
      clientDir: path.resolve(s.CLIENT_DIR),
      // Per-address limits may be raised for a big club behind one address (or the e2e suite).
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        loginPerIpPerMinute: s.RATE_LIMIT_LOGIN_PER_MINUTE,
        registerPerIpPerHour: s.RATE_LIMIT_REGISTER_PER_HOUR,
        resetPerIpPerMinute: s.RATE_LIMIT_RESET_PER_MINUTE,
      },
      logLevel: s.LOG_LEVEL,
      answerCacheBytes: s.ANSWER_CACHE_MB * MB,
      storageQuotaBytes: s.STORAGE_QUOTA_MB * MB,
      uploadGraceMs: s.UPLOAD_GRACE_HOURS * HOUR_MS,
      heavy: {
        ...DEFAULT_FAIR_SHARE,
        threads: s.HEAVY_THREADS === 'auto' ? defaultHeavyThreads() : s.HEAVY_THREADS,
        jobMs: s.HEAVY_JOB_SECONDS * 1000,
        workerMb: s.HEAVY_WORKER_MB,
      },
      accountLimits: ACCOUNT_LIMITS,
      arrivals: {
        ...defaultArrivals(),
        background: s.BACKGROUND_WORK,
        allowHosts: s.RESULT_HOSTS_ALLOW,
        pollMs: s.RESULTS_POLL_SECONDS * 1000,
        pushSubject: s.PUSH_SUBJECT,
      },
    },
    log: { format: s.LOG_FORMAT, color: !s.NO_COLOR },
  };
}
