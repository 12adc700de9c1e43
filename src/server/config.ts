/** Everything buildApp needs to know about its surroundings; main.ts fills it from the environment. */
export interface RateLimitConfig {
  /** Sign-in attempts per client address per minute. */
  loginPerIpPerMinute: number;
  /** Registrations per client address per hour. */
  registerPerIpPerHour: number;
  /** Security-question look-ups and reset attempts per client address per minute. */
  resetPerIpPerMinute: number;
  /** Failed sign-ins on one account before the exponential wait starts. */
  loginFailuresBeforeLock: number;
  /** Security-answer attempts per account per hour. */
  resetAttemptsPerAccountPerHour: number;
}

export interface AppConfig {
  /** 'auto' sets Secure on cookies when the request came over HTTPS. */
  cookieSecure: boolean | 'auto';
  /** Trust X-Forwarded-* headers from a reverse proxy (needed for client address and HTTPS detection). */
  trustProxy: boolean;
  /** Folder of the built client; when absent only the API is served. */
  clientDir?: string;
  rateLimits: RateLimitConfig;
  logLevel: string;
  /** Memory for serialized answers: racers' lists, community pages (see services/answer-cache.ts). */
  answerCacheBytes: number;
  /** What one racer may store: the total size of the distinct files their records name. */
  storageQuotaBytes: number;
  /** How long an upload nothing names is kept before the housekeeping sweep deletes it. */
  uploadGraceMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  // A whole club may sit behind one address at the track: these must never block it.
  loginPerIpPerMinute: 30,
  registerPerIpPerHour: 100,
  resetPerIpPerMinute: 30,
  loginFailuresBeforeLock: 5,
  resetAttemptsPerAccountPerHour: 3,
};

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    cookieSecure: 'auto',
    trustProxy: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    logLevel: 'info',
    answerCacheBytes: 32 * 1024 * 1024,
    storageQuotaBytes: 100 * 1024 * 1024,
    uploadGraceMs: 24 * 60 * 60 * 1000,
    ...overrides,
  };
}
