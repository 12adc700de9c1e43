import type { Car } from '../../shared/schemas/car';
import type { EscSetup } from '../../shared/schemas/esc-setup';
import type { SetupSheet } from '../../shared/schemas/setup-sheet';
import type { UploadResponse } from '../../shared/schemas/upload';
import type { User } from '../../shared/schemas/user';
import { makeEscSetup, makeSetupSheet } from './setup-data';
import { type ApiHandlers, session, TEST_USER } from './utils';

interface Options {
  user?: User;
  cars?: Car[];
  sheets?: SetupSheet[];
  esc?: EscSetup[];
  /** What POST /api/upload answers (the file check then says it exists). */
  upload?: UploadResponse;
  /** Answers PUT /api/setup-sheets/:id with this error instead (status, message). */
  failPut?: [number, string];
}

/**
 * A small stateful API for the setup screens' tests: lists, POST, partial PUT and DELETE behave like the
 * server's (newest-updated first), and every write's body is logged for the test to read.
 */
export function setupsApi(options: Options = {}) {
  const state = { sheets: [...(options.sheets ?? [])], esc: [...(options.esc ?? [])] };
  const log: { key: string; body: unknown }[] = [];
  let nextId = 100;
  let clock = Date.parse('2025-06-01T12:00:00.000Z');
  const stamp = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };
  const newestFirst = <T extends { updatedAt: string }>(list: T[]) =>
    [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  const handlers: ApiHandlers = {
    ...session(options.user ?? TEST_USER),
    'GET /api/cars': () => [200, options.cars ?? []],
    'GET /api/transponders': () => [200, []],
    'GET /api/setup-sheets': () => [200, newestFirst(state.sheets)],
    'GET /api/esc-setups': () => [200, newestFirst(state.esc)],
    'GET /api/runs/overview': () => [200, { lastRaceDay: null, bestLaps: [] }],
    'POST /api/setup-sheets': (body) => {
      log.push({ key: 'POST /api/setup-sheets', body });
      const sheet = makeSetupSheet({ ...(body as Partial<SetupSheet>), id: nextId++, updatedAt: stamp() });
      state.sheets.push(sheet);
      addRecordHandlers('setup-sheets', sheet.id);
      return [201, sheet];
    },
    'POST /api/esc-setups': (body) => {
      log.push({ key: 'POST /api/esc-setups', body });
      const b = body as Partial<EscSetup>;
      const esc = makeEscSetup({
        ...b,
        creator: b.creator || TEST_USER.username,
        id: nextId++,
        updatedAt: stamp(),
      });
      state.esc.push(esc);
      addRecordHandlers('esc-setups', esc.id);
      return [201, esc];
    },
  };
  if (options.upload) {
    const { url } = options.upload;
    handlers['POST /api/upload'] = () => [201, options.upload];
    handlers[`GET /api/files/check/${url.replace('/uploads/', '')}`] = () => [200, { exists: true }];
  }

  function addRecordHandlers(kind: 'setup-sheets' | 'esc-setups', id: number) {
    const list = () => (kind === 'setup-sheets' ? state.sheets : state.esc) as (SetupSheet | EscSetup)[];
    handlers[`PUT /api/${kind}/${id}`] = (body) => {
      log.push({ key: `PUT /api/${kind}/${id}`, body });
      if (kind === 'setup-sheets' && options.failPut) {
        return [options.failPut[0], { message: options.failPut[1] }];
      }
      const record = list().find((r) => r.id === id);
      if (!record) return [404, { message: 'Not found' }];
      const changes = body as Partial<SetupSheet>;
      // The server's rule: installing one un-installs the car's others.
      if (changes.isCurrentlyInstalled)
        for (const other of list()) if (other.rcCarId === record.rcCarId) other.isCurrentlyInstalled = false;
      Object.assign(record, changes, { updatedAt: stamp() });
      return [200, record];
    };
    // "Install on <car>" and the installed box (issue 29): the same rule, the note kept in the log.
    handlers[`POST /api/${kind}/${id}/install`] = (body) => {
      log.push({ key: `POST /api/${kind}/${id}/install`, body });
      const record = list().find((r) => r.id === id);
      if (!record) return [404, { message: 'Not found' }];
      for (const other of list()) if (other.rcCarId === record.rcCarId) other.isCurrentlyInstalled = false;
      Object.assign(record, { isCurrentlyInstalled: true, updatedAt: stamp() });
      return [200, record];
    };
    handlers[`DELETE /api/${kind}/${id}`] = () => {
      log.push({ key: `DELETE /api/${kind}/${id}`, body: undefined });
      const records = list();
      records.splice(
        records.findIndex((r) => r.id === id),
        1,
      );
      return [204];
    };
  }
  for (const sheet of state.sheets) addRecordHandlers('setup-sheets', sheet.id);
  for (const esc of state.esc) addRecordHandlers('esc-setups', esc.id);

  /** The bodies sent to one 'METHOD /path'. */
  const bodies = (key: string) => log.filter((l) => l.key === key).map((l) => l.body);
  return { handlers, state, log, bodies };
}
