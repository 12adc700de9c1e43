import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type AppConfig, DEFAULT_RATE_LIMITS, defaultConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db';
import type { DialectName } from '../db/dialect';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** A fresh app on a fresh, empty database: in-memory SQLite, or a private PostgreSQL schema. */
export async function createTestApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const config = defaultConfig({
    logLevel: 'silent',
    // Generous by default so tests that are not about limits never trip them.
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      loginPerIpPerMinute: 10_000,
      registerPerIpPerHour: 10_000,
      resetPerIpPerMinute: 10_000,
    },
    ...overrides,
  });
  if (dialect === 'sqlite') {
    const database = await openDatabase({ sqliteFile: ':memory:' });
    const app = await buildApp(database.db, config);
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`create schema ${schema}`));
  const drop = () => withClient(url, (c) => c.query(`drop schema ${schema} cascade`));
  const database = await openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 }).catch(
    async (error) => {
      await drop(); // never leave a half-made schema behind for the next run to trip over
      throw error;
    },
  );
  const app = await buildApp(database.db, config);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** A private, empty schema on the test PostgreSQL server, and how to drop it. */
export async function privatePgSchema(): Promise<{ url: string; schema: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withClient(base, (c) => c.query(`create schema ${schema}`));
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    drop: () => withClient(base, (c) => c.query(`drop schema ${schema} cascade`)),
  };
}

async function withClient(url: string, run: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** What the share dialog sends: every public field a shared sheet needs. */
export const SHARE_DETAILS = {
  isPublic: true,
  driverName: 'Sam Lap',
  vehicleMake: 'Tekno RC',
  vehicleModel: 'EB48 2.2',
  publicTrackName: 'Silverstone RC',
  publicTrackConditions: 'Dry/Dusty',
  eventName: 'Winter Series R3',
};

export const QUESTION_1 = 'What was the name of your first pet?';
export const QUESTION_2 = 'What is your favourite food?';

let counter = 0;
export function racerInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `racer${counter}`,
    email: `racer${counter}@example.com`,
    password: 'pit-lane-1',
    firstName: 'Sam',
    lastName: 'Lap',
    securityQuestion1: QUESTION_1,
    securityAnswer1: 'Rex',
    securityQuestion2: QUESTION_2,
    securityAnswer2: 'Pizza',
    ...overrides,
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'rc_session');
  if (!cookie) throw new Error(`no session cookie in a ${res.statusCode} answer: ${res.body}`);
  return `rc_session=${cookie.value}`;
}

/** The known-browser cookie an answer gave, as a Cookie header part; '' when it gave none. */
export function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'rc_device');
  return cookie ? `rc_device=${cookie.value}` : '';
}

/**
 * Registers a racer and returns the input used, the session cookie header and the browser's
 * known-device cookie (`device`), which marks the browser the racer registered from.
 */
export async function registerRacer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const input = racerInput(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { input, cookie: sessionCookie(res), device: deviceCookie(res), user: res.json() as { id: number } };
}

/** A new racer with one car (runs need one). */
export async function racerWithCar(
  app: FastifyInstance,
  car = { manufacturer: 'Tekno RC', model: 'EB48 2.2' },
) {
  const racer = await registerRacer(app);
  const res = await call(app, racer.cookie, { method: 'POST', url: '/api/cars', payload: car });
  return { ...racer, carId: res.json().id as number };
}

export function call(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
}
