import { randomBytes } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import { ACCOUNT_LIMITS, type AccountLimits } from '../shared/constants/account-limits';

/** Everything buildApp needs to know about its surroundings; main.ts fills it from the environment. */
export interface RateLimitConfig {
  /** Sign-in attempts per client address per minute. */
  loginPerIpPerMinute: number;
  /** Registrations per client address per hour. */
  registerPerIpPerHour: number;
  /** Security-question look-ups and reset attempts per client address per minute. */
  resetPerIpPerMinute: number;
  /**
   * Wrong passwords on one key before the exponential wait starts: a key is one browser the
   * account knows, else one address; for change password and delete account, the racer.
   */
  loginFailuresBeforeLock: number;
  /** Sign-in attempts an hour on one account from browsers it does not know, all addresses together. */
  loginAttemptsPerAccountPerHour: number;
  /** Security-answer attempts an hour from one browser the account knows, else from one address. */
  resetAttemptsPerBrowserPerHour: number;
  /** Security-answer attempts an hour on one account from browsers it does not know. */
  resetAttemptsPerAccountPerHour: number;
}

/** The heavy pool and the fair share of it (src/server/heavy, issue 28). */
export interface HeavyConfig {
  /** Worker threads for untrusted heavy work: by default one core is left to the event loop. */
  threads: number;
  /** Time one job may run in a worker, in ms; past it the worker is terminated and the file refused. */
  jobMs: number;
  /** The V8 heap of one worker, in MB. */
  workerMb: number;
  /** Heavy requests one racer (or visitor's address) may have in flight; more get 429. */
  perRacer: number;
  /** Heavy requests the instance takes at once, all racers together; more get 503. */
  inFlight: number;
}

export const defaultHeavyThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * Two heavy requests a racer: an export while an import's dry run is read, never a loop of them.
 * Eight an instance: with one worker thread they queue, and each waits at most a few jobs' time.
 */
export const DEFAULT_FAIR_SHARE = { perRacer: 2, inFlight: 8 };

/** Results that arrive by themselves: followed pages, club decoders, Web Push (issue 30). */
export interface ArrivalsConfig {
  /**
   * The pollers and decoder connections run in this instance. Off for apps built by tests (each
   * test starts what it drives); main.ts turns it on unless BACKGROUND_WORK=off.
   */
  background: boolean;
  /** Hosts a results page or decoder may be at even on a private address (RESULT_HOSTS_ALLOW). */
  allowHosts: string[];
  /** The shortest time between two fetches of one source, however many follow it. */
  pollMs: number;
  /** A fetch's limits: its body's size and its whole time, redirects included. */
  fetchMaxBytes: number;
  fetchTimeoutMs: number;
  /** How long a lease on a source or decoder lasts unrenewed: another instance takes over after it. */
  leaseMs: number;
  /** This instance's name in the leases table. */
  instanceId: string;
  /** Web Push's VAPID subject (a mailto: or https: address of the operator). */
  pushSubject: string;
}

/** One name per process: its leases are its own, whichever app it builds. */
const INSTANCE_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

export const defaultArrivals = (): ArrivalsConfig => ({
  background: false,
  allowHosts: [],
  pollMs: 60_000,
  fetchMaxBytes: 5 * 1024 * 1024,
  fetchTimeoutMs: 15_000,
  leaseMs: 20_000,
  instanceId: INSTANCE_ID,
  pushSubject: 'mailto:operator@localhost',
});

export interface AppConfig {
  /** 'auto' sets Secure on cookies when the request came over HTTPS. */
  cookieSecure: boolean | 'auto';
  /**
   * Which X-Forwarded-* hops to believe (client address, HTTPS detection): false for none, a
   * number of proxy hops in front of the app, or the proxies' addresses and CIDR ranges.
   * Never "all": the left-most X-Forwarded-For is whatever the client typed.
   */
  trustProxy: false | number | string[];
  /** Origins the app is served at (e.g. https://rc.example.com); when empty, the Host header as received. */
  publicOrigins: string[];
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
  heavy: HeavyConfig;
  /** How many records of each kind one account may hold (tests pass small numbers). */
  accountLimits: AccountLimits;
  arrivals: ArrivalsConfig;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  // A whole club may sit behind one address at the track: these must never block it.
  loginPerIpPerMinute: 30,
  registerPerIpPerHour: 100,
  resetPerIpPerMinute: 30,
  loginFailuresBeforeLock: 5,
  loginAttemptsPerAccountPerHour: 50,
  resetAttemptsPerBrowserPerHour: 3,
  resetAttemptsPerAccountPerHour: 10,
};

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    cookieSecure: 'auto',
    trustProxy: false,
    publicOrigins: [],
    rateLimits: DEFAULT_RATE_LIMITS,
    logLevel: 'info',
    answerCacheBytes: 32 * 1024 * 1024,
    storageQuotaBytes: 100 * 1024 * 1024,
    uploadGraceMs: 24 * 60 * 60 * 1000,
    heavy: { threads: defaultHeavyThreads(), jobMs: 20_000, workerMb: 512, ...DEFAULT_FAIR_SHARE },
    accountLimits: ACCOUNT_LIMITS,
    arrivals: defaultArrivals(),
    ...overrides,
  };
}
