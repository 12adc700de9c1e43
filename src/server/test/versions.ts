import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/dialect';
import { call, createTestApp, registerRacer, type TestApp } from './harness';

/** The fewest fields an ESC setup takes. */
export const ESC_SETUP = { name: 'Punchy', escMake: 'Hobbywing', escModel: 'XR8 Pro' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A racer's requests as the setup history tests send them: method, url, body, headers. */
export function racerRequests(t: TestApp, cookie: string) {
  return (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    call(t.app, cookie, { method, url, headers, ...(payload ? { payload } : {}) });
}

/** The version rows stored for a setup (or for every setup when no id), read from the database. */
export async function storedVersions(
  t: TestApp,
  table: 'setupSheetVersions' | 'escSetupVersions',
  setupId?: number,
): Promise<number[]> {
  let query = t.database.db.selectFrom(table).select('version');
  if (setupId !== undefined) query = query.where('setupId', '=', setupId);
  return (await query.orderBy('version').execute()).map((r) => r.version);
}

/**
 * For a describe block: a test app on `dialect` with one racer signed up, closed after the block.
 * Read `app.t` and `app.send` (the racer's requests) inside the tests.
 */
export function racerTestApp(dialect: DialectName) {
  const app = {} as { t: TestApp; send: ReturnType<typeof racerRequests> };
  beforeAll(async () => {
    app.t = await createTestApp(dialect);
    app.send = racerRequests(app.t, (await registerRacer(app.t.app)).cookie);
  });
  afterAll(() => app.t.close());
  return app;
}
