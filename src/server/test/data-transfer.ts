import type { FastifyInstance } from 'fastify';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db/dialect';
import { call, createTestApp, registerRacer, type TestApp } from './harness';
import { PDF_BYTES, PNG_BYTES, uploadFile } from './uploads';

/** Export and import as the tests call them (routes/data-transfer.ts). */

type Json = Record<string, unknown>;

async function ok(res: { statusCode: number; body: string; json: () => unknown }, status = 200) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json() as Json;
}

/**
 * A racer with one of everything, linked as a racer links them: a car with a photo and one
 * without, a transponder, tyre sets, an ESC setup and a setup sheet (with a PDF, installed, run
 * with the ESC setup, edited so it has history), a run on both with two tyre sets, and a
 * maintenance item marked done.
 */
export async function fillAccount(app: FastifyInstance, cookie: string, tag = 'A') {
  const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, status = 201) =>
    ok(await call(app, cookie, { method, url, payload }), status);
  const photo = (await uploadFile(app, cookie, PNG_BYTES, 'car.png')).json().url as string;
  const pdf = (await uploadFile(app, cookie, PDF_BYTES, 'sheet.pdf')).json().url as string;
  const car = await send('POST', '/api/cars', {
    manufacturer: 'Tekno RC',
    model: `EB48 2.2 ${tag}`,
    scale: '1:8',
    power: 'electric',
    notes: 'Main car',
  });
  await send('PATCH', `/api/cars/${car.id}`, { imageUrl: photo }, 200);
  const spare = await send('POST', '/api/cars', {
    manufacturer: 'Associated',
    model: 'B7',
    status: 'Inactive',
  });
  await send('POST', '/api/transponders', { number: `${tag}1234567`, rcCarId: car.id });
  const front = await send('POST', '/api/tyre-sets', {
    brand: 'Pro-Line',
    compound: 'M3',
    position: 'front',
    gluedOn: '2026-11-01',
  });
  const rear = await send('POST', '/api/tyre-sets', {
    brand: 'Pro-Line',
    compound: 'M3',
    position: 'rear',
    cost: 45.5,
    retired: true,
  });
  const esc = await send('POST', '/api/esc-setups', {
    name: 'Punchy',
    escMake: 'Hobbywing',
    escModel: 'XR8 Pro',
    rcCarId: car.id,
  });
  const sheet = await send('POST', '/api/setup-sheets', {
    name: 'Ridgeway dry',
    rcCarId: car.id,
    escSetupId: esc.id,
    fileUrl: pdf,
    fileName: 'sheet.pdf',
    isCurrentlyInstalled: true,
    trackName: 'Ridgeway',
  });
  await send(
    'PUT',
    `/api/setup-sheets/${sheet.id}`,
    { notes: 'Softer rear', changeNote: 'Loose at the back' },
    200,
  );
  await send('POST', '/api/setup-sheets', { name: 'Spare sheet', rcCarId: spare.id });
  await send('POST', '/api/runs', {
    rcCarId: car.id,
    date: '2026-11-21',
    trackName: 'Ridgeway',
    session: 'qualifier',
    laps: [
      { lapNo: 1, timeMs: 31_250 },
      { lapNo: 2, timeMs: 30_900 },
    ],
    tyreSetIds: [front.id, rear.id],
    rating: 4,
  });
  // A car sold since: its setup and run stay, no longer naming it; their history still does.
  const sold = await send('POST', '/api/cars', { manufacturer: 'Mugen', model: 'MBX8' });
  await send('POST', '/api/setup-sheets', { name: 'Old sheet', rcCarId: sold.id });
  await send('POST', '/api/runs', {
    rcCarId: sold.id,
    date: '2026-10-01',
    trackName: 'Ridgeway',
    laps: [{ lapNo: 1, timeMs: 40_000 }],
  });
  const gone = await call(app, cookie, { method: 'DELETE', url: `/api/cars/${sold.id}` });
  if (gone.statusCode !== 204) throw new Error(`delete car failed: ${gone.body}`);
  const item = await send('POST', `/api/cars/${car.id}/maintenance`, {
    name: 'Diff rebuild',
    lifeUnit: 'runs',
    lifeAmount: 20,
  });
  await send('POST', `/api/maintenance/${item.id}/done`, { note: 'New seals' }, 200);
  return { carId: car.id as number, sheetId: sheet.id as number };
}

export async function exportOf(app: FastifyInstance, cookie: string) {
  const res = await call(app, cookie, { method: 'GET', url: '/api/export' });
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  return { zip: res.rawPayload, res };
}

export function entriesOf(zip: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(zip);
}

export const dataOf = (zip: Uint8Array) =>
  JSON.parse(Buffer.from(entriesOf(zip)['data.json'] as Uint8Array).toString()) as Json;

/** A zip of these entries; `data` as data.json when given. */
export function zipOf(entries: Record<string, Uint8Array | string>, data?: unknown): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const [name, value] of Object.entries(entries))
    files[name] = typeof value === 'string' ? Buffer.from(value) : value;
  if (data !== undefined) files['data.json'] = Buffer.from(JSON.stringify(data));
  return Buffer.from(zipSync(files));
}

export function importZip(app: FastifyInstance, cookie: string, zip: Uint8Array, dryRun = false) {
  return call(app, cookie, {
    method: 'POST',
    url: `/api/import?dryRun=${dryRun}`,
    headers: { 'content-type': 'application/zip' },
    payload: Buffer.from(zip),
  });
}

/** Rows of every table a racer's data lives in. */
export const DATA_TABLES = [
  'cars',
  'transponders',
  'tyreSets',
  'setupSheets',
  'escSetups',
  'setupSheetVersions',
  'escSetupVersions',
  'setupSheetInstalls',
  'escSetupInstalls',
  'runs',
  'runTyreSets',
  'maintenanceItems',
  'maintenanceLog',
  'files',
  'fileBlobs',
] as const;

export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DATA_TABLES)
    counts[table] = (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return counts;
}

type Rec = Json & { id: number };
const LINKS: Record<string, string> = {
  rcCarId: 'cars',
  escSetupId: 'escSetups',
  setupSheetId: 'setupSheets',
};

/**
 * data.json without what differs between two accounts holding the same records: ids become
 * positions in their lists, links the position they name, upload addresses the file's sha256.
 * Imported setups come in private
 * (docs/decisions/data.md#export-and-import-of-a-racers-data-issue-19-item-5-server),
 * so `isPublic` is left out.
 */
export function comparable(data: Json) {
  const lists = data as Record<string, Rec[]>;
  const positions = Object.fromEntries(
    Object.entries(lists)
      .filter(([, v]) => Array.isArray(v))
      .map(([k, v]) => [k, new Map(v.map((r, i) => [r.id, i]))]),
  );
  const sha = new Map(lists.files?.map((f) => [f.url, f.sha256]));
  const link = (field: string, value: unknown): unknown => {
    // A link to a record the file does not hold (a car deleted since) comes in as none.
    if (field === 'fileUrl' || field === 'imageUrl') return value ? (sha.get(value as string) ?? null) : null;
    if (field === 'tyreSetIds') return (value as number[]).map((id) => positions.tyreSets?.get(id));
    const list = LINKS[field];
    return list && typeof value === 'number' ? (positions[list]?.get(value) ?? null) : value;
  };
  const clean = (record: Json): Json =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([k]) => !['id', 'isPublic', 'url', 'path'].includes(k))
        .map(([k, v]) => {
          if (k === 'versions') return [k, (v as Json[]).map(cleanVersion)];
          if (k === 'installs')
            return [k, (v as Json[]).map((e) => ({ ...e, rcCarId: link('rcCarId', e.rcCarId) }))];
          if (k === 'log') return [k, v];
          return [k, link(k, v)];
        }),
    );
  const cleanVersion = (v: Json): Json => ({
    ...v,
    changes: Object.fromEntries(
      Object.entries(v.changes as Record<string, unknown[]>).map(([f, pair]) => [
        f,
        pair.map((x) => link(f, x)),
      ]),
    ),
  });
  const { exportedAt: _at, profile: _profile, ...rest } = data;
  return Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? (v as Json[]).map(clean) : v]),
  );
}

/** A racer's filled account exported, and a second racer (`cookie`) to import it. */
export async function exportedAccount(t: TestApp) {
  const owner = await registerRacer(t.app);
  await fillAccount(t.app, owner.cookie);
  const zip = (await exportOf(t.app, owner.cookie)).zip;
  return { entries: entriesOf(zip), data: dataOf(zip), cookie: (await registerRacer(t.app)).cookie };
}

/**
 * For a describe block: a test app on `dialect` with a filled account exported and a second racer
 * to import it, closed after the block. Read `t`, `cookie`, `entries` and `data` inside the tests.
 */
export function exportedAccountApp(dialect: DialectName) {
  const state = {} as { t: TestApp } & Awaited<ReturnType<typeof exportedAccount>>;
  beforeAll(async () => {
    state.t = await createTestApp(dialect);
    Object.assign(state, await exportedAccount(state.t));
  });
  afterAll(() => state.t.close());
  return state;
}
