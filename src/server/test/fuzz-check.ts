import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { API_ERROR_CODES } from '../../shared/schemas/error';
import { call, type TestApp } from './harness';

/** Every table a racer's request can write: a refused request must leave them all as they were. */
export const STORED_TABLES = [
  'users',
  'sessions',
  'cars',
  'transponders',
  'setupSheets',
  'escSetups',
  'setupSheetVersions',
  'escSetupVersions',
  'runs',
  'tyreSets',
  'runTyreSets',
  'maintenanceItems',
  'maintenanceLog',
  'files',
  'fileBlobs',
  'publicSetupTerms',
  'knownDevices',
] as const;

async function snapshot(t: TestApp): Promise<string> {
  const parts = await Promise.all(
    STORED_TABLES.map((table) => t.database.db.selectFrom(table).selectAll().execute()),
  );
  return JSON.stringify(parts, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v));
}

/**
 * The fuzz property: whatever a client sends, the server never answers 5xx, and a rejected request
 * (4xx) answers the one error shape and changes no stored data. The app and session are read
 * when a request is checked (they are made in a suite's beforeAll).
 */
export function refusalCheck(testApp: () => TestApp, cookie: () => string) {
  return async function check(request: InjectOptions): Promise<void> {
    const t = testApp();
    const before = await snapshot(t);
    const res = await call(t.app, cookie(), request);
    expect(res.statusCode, `${request.method} ${request.url} → ${res.statusCode} ${res.body}`).toBeLessThan(
      500,
    );
    if (res.statusCode >= 400) {
      const body = JSON.parse(res.body);
      expect(body, 'one error shape').toHaveProperty('message');
      if (body.code !== undefined) expect(API_ERROR_CODES, 'a listed error code').toContain(body.code);
      expect(await snapshot(t), `${request.method} ${request.url} was refused but changed data`).toBe(before);
    }
  };
}
