import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS } from './config';
import { LOG_FORMATS, type LogFormatSetting } from './log-format';

/**
 * Every setting the app reads from the environment, as one zod schema: what each accepts, its
 * default and how its text becomes a value. env.ts turns the result into the app's config; the
 * README's Configuration table is checked against this schema (env.test.ts), defaults included.
 *
 * Values are trimmed, and an empty one counts as unset (`FOO=` in a compose file or unit). A value
 * that is set but unreadable is refused with "<NAME> must be <what it accepts>, got '<value>'",
 * never quietly replaced by the default: a typo must stop start-up, not change behaviour.
 */

/** One setting: trimmed text → value, the fallback when unset, and what to say when unreadable. */
function setting<T>(accepts: string, fallback: T, value: z.ZodType<T, string>, shown = quoted) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      const text = raw?.trim() ?? '';
      if (text === '') return fallback;
      const parsed = value.safeParse(text);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: `must be ${accepts}, got ${shown(text)}`, input: raw });
      return z.NEVER;
    });
}

const quoted = (text: string) => `'${text}'`;

/** Digits only: '1e3', '1.0', '+5' and ' 5 ' inside are typos, not numbers. */
function wholeNumber(min: number, max: number, fallback: number, accepts?: string) {
  return setting(
    accepts ?? `a whole number from ${min} to ${max}`,
    fallback,
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(min).max(max)),
  );
}

const FLAGS: Record<string, boolean | 'auto'> = {
  true: true,
  yes: true,
  on: true,
  '1': true,
  false: false,
  no: false,
  off: false,
  '0': false,
  auto: 'auto',
};

/** A yes/no setting: the flag words without `auto`. */
function onOff(fallback: boolean) {
  return setting(
    'true, false, 1, 0, yes, no, on or off',
    fallback,
    z.string().transform((text, ctx) => {
      const value = FLAGS[text.toLowerCase()];
      if (typeof value !== 'boolean') ctx.addIssue({ code: 'custom', message: 'not a flag' });
      return typeof value === 'boolean' ? value : z.NEVER;
    }),
  );
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
 * TRUST_PROXY: false or 0 for none; a hop count (true means 1: the proxy right in front); or
 * proxy addresses and CIDR ranges. Never "trust everyone" ("Proxies" in
 * docs/decisions/accounts-and-security.md#hardening-the-database-the-crowd-and-the-attacker).
 */
const trustProxy = z.string().transform((text, ctx): false | number | string[] => {
  const lower = text.toLowerCase();
  if (lower === 'false' || lower === '0') return false;
  if (lower === 'true') return 1;
  if (/^\d+$/.test(lower)) return Number(lower);
  const entries = lower.split(',').map((e) => e.trim());
  if (entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({ code: 'custom', message: 'not a proxy list' });
  return z.NEVER;
});

/** PUBLIC_ORIGIN: http(s) origins, nothing after the host and port. */
const publicOrigins = z.string().transform((text, ctx): string[] => {
  const origins: string[] = [];
  for (const entry of text.split(',').map((e) => e.trim())) {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `'${entry}' is not an origin` });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

/** RESULT_HOSTS_ALLOW: host names or addresses, separated by commas, lower case. */
const hostList = z.string().transform((text, ctx): string[] => {
  const hosts = text
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.every((h) => /^[a-z0-9.:-]+$/.test(h))) return hosts;
  ctx.addIssue({ code: 'custom', message: 'not a host list' });
  return z.NEVER;
});

/** A postgres:// URL; anything else is refused rather than quietly running on SQLite. */
const postgresUrl = z.string().refine((text) => /^postgres(ql)?:\/\//.test(text) && URL.canParse(text));

/** Only the scheme of a refused URL is repeated: the rest may hold a password. */
function urlScheme(text: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(text)?.[0];
  return scheme ? `'${scheme}…' (the rest is not shown)` : 'something that is not a URL (not shown)';
}

const d = DEFAULT_RATE_LIMITS;

export const envSchema = z.object({
  PORT: wholeNumber(0, 65535, 3000, 'a port number from 0 to 65535'),
  HOST: setting('an address to listen on', '0.0.0.0', z.string()),
  DATABASE_URL: setting<string | undefined>(
    'a PostgreSQL URL such as postgres://user:password@host:5432/db',
    undefined,
    postgresUrl,
    urlScheme,
  ),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, 10),
  DATABASE_WAIT_SECONDS: wholeNumber(1, 86_400, 30),
  DATABASE_PREPARED: onOff(true),
  DATA_DIR: setting('a folder', './data', z.string()),
  CLIENT_DIR: setting('a folder', 'dist/client', z.string()),
  COOKIE_SECURE: setting(
    'true, false, 1, 0, yes, no, on, off or auto',
    'auto' as boolean | 'auto',
    z.string().transform((text, ctx) => {
      const value = FLAGS[text.toLowerCase()];
      if (value === undefined) ctx.addIssue({ code: 'custom', message: 'not a flag' });
      return value ?? z.NEVER;
    }),
  ),
  TRUST_PROXY: setting(
    'false, true, a number of proxy hops, or proxy addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas',
    false as false | number | string[],
    trustProxy,
  ),
  PUBLIC_ORIGIN: setting(
    'origins such as https://rc.example.com, separated by commas',
    [] as string[],
    publicOrigins,
  ),
  LOG_LEVEL: setting(
    `one of ${LOG_LEVELS.join(', ')}`,
    'info' as (typeof LOG_LEVELS)[number],
    z.string().toLowerCase().pipe(z.enum(LOG_LEVELS)),
  ),
  LOG_FORMAT: setting(
    `one of ${LOG_FORMATS.join(', ')}`,
    'auto' as LogFormatSetting,
    z.string().toLowerCase().pipe(z.enum(LOG_FORMATS)),
  ),
  // https://no-color.org: any value turns the readable log's colours off.
  NO_COLOR: setting(
    'any text',
    undefined as true | undefined,
    z.string().transform((): true => true),
  ),
  ANSWER_CACHE_MB: wholeNumber(1, 65_536, 32),
  STORAGE_QUOTA_MB: wholeNumber(1, 1_048_576, 100),
  UPLOAD_GRACE_HOURS: wholeNumber(1, 8760, 24),
  HEAVY_THREADS: setting(
    'auto or a whole number from 1 to 64',
    'auto' as 'auto' | number,
    z.union([z.literal('auto'), z.string().regex(/^\d+$/).transform(Number).pipe(z.number().min(1).max(64))]),
  ),
  HEAVY_JOB_SECONDS: wholeNumber(1, 3600, 20),
  HEAVY_WORKER_MB: wholeNumber(64, 65_536, 512),
  BACKGROUND_WORK: onOff(true),
  RESULT_HOSTS_ALLOW: setting('host names or addresses separated by commas', [] as string[], hostList),
  RESULTS_POLL_SECONDS: wholeNumber(1, 3600, 60),
  PUSH_SUBJECT: setting(
    'a mailto: or https: address',
    'mailto:operator@localhost',
    z.string().regex(/^(mailto:|https:\/\/)\S+$/),
  ),
  RATE_LIMIT_LOGIN_PER_MINUTE: wholeNumber(1, 1_000_000, d.loginPerIpPerMinute),
  RATE_LIMIT_REGISTER_PER_HOUR: wholeNumber(1, 1_000_000, d.registerPerIpPerHour),
  RATE_LIMIT_RESET_PER_MINUTE: wholeNumber(1, 1_000_000, d.resetPerIpPerMinute),
});

export type EnvSettings = z.output<typeof envSchema>;

/** Start-up refused: every unreadable setting, one per line, each naming what it accepts. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Not starting: ${problems.length === 1 ? 'a setting is' : 'settings are'} wrong.\n  ${problems.join('\n  ')}`,
    );
    this.name = 'SettingsError';
  }
}

/** Parses the known variables of an environment; throws SettingsError listing every bad one. */
export function parseSettings(env: NodeJS.ProcessEnv): EnvSettings {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`));
}
