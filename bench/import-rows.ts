import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import type { Db } from '../src/server/db';
import { createSession } from '../src/server/services/sessions';
import { dataOf } from '../src/server/test/data-transfer';
import { insertEarlierRacer } from '../src/server/test/migration-db';
import { IMPORT_KINDS } from '../src/shared/schemas/data-transfer';

/**
 * Issue 28's bulk import case for `npm run bench:data-transfer`: a data.json of 50,000 records,
 * within every account limit, imported into a fresh account (dry run, then the import), timed and
 * read as records a second. The records are copies of one of each kind a racer wrote through the
 * app and exported, renamed so none matches another.
 */
export const BULK = {
  cars: 200,
  transponders: 500,
  tyreSets: 1_000,
  setupSheets: 2_000,
  escSetups: 1_000,
  versionsPerSetup: 8,
  runs: 15_000,
  lapsPerRun: 30,
  maintenanceItems: 1_000,
  maintenanceLog: 5_300,
};

type Json = Record<string, unknown> & { id: number };

async function send(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}

/** One of each kind, as the app writes and exports them. */
async function templates(app: FastifyInstance, db: Db) {
  const cookie = `rc_session=${await createSession(db, await insertEarlierRacer(db, 'bulktemplate'))}`;
  const post = async (url: string, payload: object) =>
    (await send(app, cookie, 'POST', url, payload)).json() as Json;
  const car = await post('/api/cars', { manufacturer: 'Tekno RC', model: 'EB48 2.2', scale: '1:8' });
  await post('/api/transponders', { number: '4100000', rcCarId: car.id });
  const tyres = await post('/api/tyre-sets', { brand: 'Pro-Line', compound: 'M3', position: 'front' });
  const esc = await post('/api/esc-setups', {
    name: 'ESC',
    escMake: 'Hobbywing',
    escModel: 'XR8',
    rcCarId: car.id,
  });
  const sheet = await post('/api/setup-sheets', { name: 'Sheet', rcCarId: car.id, frontShockOil: '500 cSt' });
  for (let v = 2; v <= BULK.versionsPerSetup; v++) {
    await send(app, cookie, 'PUT', `/api/esc-setups/${esc.id}`, { punchControl: `Level ${v}` });
    await send(app, cookie, 'PUT', `/api/setup-sheets/${sheet.id}`, { frontShockOil: `${400 + v * 10} cSt` });
  }
  await post('/api/runs', {
    rcCarId: car.id,
    date: '2026-03-01',
    trackName: 'Clay Kings',
    laps: Array.from({ length: BULK.lapsPerRun }, (_, i) => ({
      lapNo: i + 1,
      timeMs: 38_000 + ((i * 53) % 1_500),
    })),
    tyreSetIds: [tyres.id],
  });
  await post(`/api/cars/${car.id}/maintenance`, { name: 'Diff rebuild', lifeUnit: 'runs', lifeAmount: 30 });
  const data = dataOf((await send(app, cookie, 'GET', '/api/export')).rawPayload) as Record<string, Json[]>;
  const first = (kind: string) => data[kind]?.[0] as Json;
  return { data, first };
}

const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString();

/** The bulk file: every record a renamed copy of its template, the links spread over the copies. */
export async function bulkExport(app: FastifyInstance, db: Db): Promise<{ zip: Buffer; records: number }> {
  const { data, first } = await templates(app, db);
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const carId = (i: number) => (i % BULK.cars) + 1;
  const cars = range(BULK.cars).map((i) => ({ ...first('cars'), id: i + 1, model: `EB48 #${i}` }));
  const transponders = range(BULK.transponders).map((i) => ({
    ...first('transponders'),
    id: i + 1,
    number: String(5_000_000 + i),
    rcCarId: carId(i),
  }));
  const tyreSets = range(BULK.tyreSets).map((i) => ({
    ...first('tyreSets'),
    id: i + 1,
    brand: `Brand ${i}`,
  }));
  const escSetups = range(BULK.escSetups).map((i) => ({
    ...first('escSetups'),
    id: i + 1,
    name: `ESC ${i}`,
    rcCarId: carId(i),
    isCurrentlyInstalled: false,
  }));
  const setupSheets = range(BULK.setupSheets).map((i) => ({
    ...first('setupSheets'),
    id: i + 1,
    name: `Sheet ${i}`,
    rcCarId: carId(i),
    escSetupId: (i % BULK.escSetups) + 1,
    isCurrentlyInstalled: false,
  }));
  const runs = range(BULK.runs).map((i) => ({
    ...first('runs'),
    id: i + 1,
    rcCarId: carId(i),
    date: day(i).slice(0, 10),
    tyreSetIds: [(i % BULK.tyreSets) + 1],
  }));
  const item = first('maintenanceItems');
  const perItem = Math.floor(BULK.maintenanceLog / BULK.maintenanceItems);
  const extra = BULK.maintenanceLog - perItem * BULK.maintenanceItems;
  const maintenanceItems = range(BULK.maintenanceItems).map((i) => ({
    ...item,
    id: i + 1,
    name: `Item ${i}`,
    rcCarId: carId(i),
    log: range(perItem + (i < extra ? 1 : 0)).map((e) => ({ doneAt: day(e), note: null, usage: e })),
  }));
  const bulk = {
    ...data,
    cars,
    transponders,
    tyreSets,
    escSetups,
    setupSheets,
    runs,
    maintenanceItems,
    files: [],
  };
  const records =
    BULK.cars +
    BULK.transponders +
    BULK.tyreSets +
    (BULK.setupSheets + BULK.escSetups) * (1 + BULK.versionsPerSetup) +
    BULK.runs +
    BULK.maintenanceItems +
    BULK.maintenanceLog;
  return { zip: Buffer.from(zipSync({ 'data.json': Buffer.from(JSON.stringify(bulk)) })), records };
}

/** Times the dry run and the import of the bulk file into a fresh account; checks every record came in. */
export async function bulkImportCase(app: FastifyInstance, db: Db, dialect: string) {
  const { zip, records } = await bulkExport(app, db);
  const cookie = `rc_session=${await createSession(db, await insertEarlierRacer(db, `bulk${dialect}`))}`;
  const timed = async (dryRun: boolean) => {
    const started = process.hrtime.bigint();
    const res = await app.inject({
      method: 'POST',
      url: `/api/import?dryRun=${dryRun}`,
      headers: { cookie, 'content-type': 'application/zip' },
      payload: zip,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode !== 200)
      throw new Error(`bulk import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const created = res.json().created as Record<string, number>;
    const total = IMPORT_KINDS.reduce((n, k) => n + (created[k] ?? 0), 0);
    if (total !== records) throw new Error(`bulk import created ${total} of ${records} records`);
    return { ms, rowsPerSecond: Math.round(records / (ms / 1000)) };
  };
  const dryRun = await timed(true);
  const real = await timed(false);
  return { records, zipBytes: zip.length, dryRun, import: real };
}

/**
 * A season's records without its files: the same data.json with no uploads, so the time is the
 * records' (a season's import is otherwise mostly inflating and thumbnailing 9.6 MB of photos and PDFs).
 */
export async function recordsOnlyCase(app: FastifyInstance, db: Db, dialect: string, zip: Uint8Array) {
  const data = dataOf(zip) as Record<string, Json[]>;
  const strip = (records: Json[] | undefined, field: string) =>
    (records ?? []).map((r) => ({ ...r, [field]: null }));
  const bare = {
    ...data,
    cars: strip(data.cars, 'imageUrl'),
    setupSheets: strip(data.setupSheets, 'fileUrl'),
    escSetups: strip(data.escSetups, 'fileUrl'),
    files: [],
  };
  const body = Buffer.from(zipSync({ 'data.json': Buffer.from(JSON.stringify(bare)) }));
  const cookie = `rc_session=${await createSession(db, await insertEarlierRacer(db, `bare${dialect}${Date.now()}`))}`;
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { cookie, 'content-type': 'application/zip' },
    payload: body,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200)
    throw new Error(`records-only import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const created = res.json().created as Record<string, number>;
  const records = IMPORT_KINDS.reduce((n, k) => n + (created[k] ?? 0), 0);
  return { records, ms, rowsPerSecond: Math.round(records / (ms / 1000)) };
}
