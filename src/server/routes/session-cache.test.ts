import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { openDatabase } from '../db';
import type { PgChangeFeed } from '../db/pg-change-feed';
import { hashToken } from '../services/sessions';
import { call, createTestApp, DIALECTS, registerRacer, sessionCookie, type TestApp } from '../test/harness';
import { createTwoInstances, type Instance, until } from '../test/two-instances';

const signIn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const cars = (app: FastifyInstance, cookie: string) => call(app, cookie, { method: 'GET', url: '/api/cars' });
const addCar = (app: FastifyInstance, cookie: string, model: string) =>
  call(app, cookie, { method: 'POST', url: '/api/cars', payload: { manufacturer: 'Tekno RC', model } });
const hits = (app: FastifyInstance) => app.sessionCache?.hits ?? 0;
/**
 * Waits, without asking the instance anything, until it holds no racer: only news from the
 * database empties it (a copy that ages out stays until it is asked for), so a missing
 * notification fails the test by its timeout instead of passing late.
 */
const dropped = (app: FastifyInstance) => until(() => app.sessionCache?.size.racers === 0);

/** Reads once to be sure the session is kept, then proves the next read is served from memory. */
async function kept(app: FastifyInstance, cookie: string): Promise<void> {
  expect((await cars(app, cookie)).statusCode).toBe(200);
  const before = hits(app);
  expect((await cars(app, cookie)).statusCode).toBe(200);
  expect(hits(app)).toBe(before + 1);
}

describe.each(DIALECTS)('sessions kept in memory, one instance (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    await until(() => t.database.changes.current());
  });
  afterEach(() => t.close());

  it('serves a kept session without the database, and refuses it at once after signing out', async () => {
    const { cookie } = await registerRacer(t.app);
    await kept(t.app, cookie);
    expect((await call(t.app, cookie, { method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    expect((await cars(t.app, cookie)).statusCode).toBe(401);
  });

  it("shows a racer's write on their very next read (the kept revision moves with it)", async () => {
    const { cookie } = await registerRacer(t.app);
    await kept(t.app, cookie);
    expect((await addCar(t.app, cookie, 'EB48 2.2')).statusCode).toBe(201);
    expect((await cars(t.app, cookie)).json().map((c: { model: string }) => c.model)).toEqual(['EB48 2.2']);
  });

  it('ends the other kept sessions at once on a password change, and all of them on deletion', async () => {
    const { cookie, input } = await registerRacer(t.app);
    const other = sessionCookie(await signIn(t.app, input.email, input.password));
    const third = sessionCookie(await signIn(t.app, input.email, input.password));
    for (const c of [cookie, other, third]) await kept(t.app, c);
    const change = await call(t.app, cookie, {
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: input.password, newPassword: 'fresh-tyres' },
    });
    expect(change.statusCode).toBe(200);
    expect((await cars(t.app, other)).statusCode).toBe(401);
    expect((await cars(t.app, cookie)).statusCode).toBe(200);
    const again = sessionCookie(await signIn(t.app, input.email, 'fresh-tyres'));
    await kept(t.app, again);
    const remove = await call(t.app, cookie, {
      method: 'DELETE',
      url: '/api/delete-account',
      payload: { currentPassword: 'fresh-tyres' },
    });
    expect(remove.statusCode).toBe(204);
    expect((await cars(t.app, again)).statusCode).toBe(401);
    expect((await cars(t.app, cookie)).statusCode).toBe(401);
  });
});

describe('sessions kept in memory over a SQLite file another connection writes', () => {
  it('drops everything when another connection committed (pragma data_version)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rc-session-cache-'));
    const sqliteFile = path.join(dir, 'rc-setup.db');
    const mine = await openDatabase({ sqliteFile });
    const other = await openDatabase({ sqliteFile });
    const app = await buildApp(mine.db, defaultConfig({ logLevel: 'silent' }));
    try {
      const { cookie } = await registerRacer(app);
      await kept(app, cookie);
      const sid = hashToken(cookie.slice('rc_session='.length));
      await other.db.deleteFrom('sessions').where('sid', '=', sid).execute();
      expect((await cars(app, cookie)).statusCode).toBe(401);
    } finally {
      await app.close();
      await mine.close();
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))('sessions kept by two instances on one PostgreSQL', () => {
  let two: Awaited<ReturnType<typeof createTwoInstances>>;
  let a: Instance;
  let b: Instance;
  beforeEach(async () => {
    two = await createTwoInstances();
    ({ one: a, two: b } = two);
    await until(() => a.database.changes.current() && b.database.changes.current());
  });
  afterEach(() => two.close());

  it('refuses on one instance a session signed out on the other', async () => {
    const { cookie } = await registerRacer(a.app);
    await kept(b.app, cookie);
    expect((await call(a.app, cookie, { method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    expect((await cars(a.app, cookie)).statusCode).toBe(401);
    await dropped(b.app);
    expect((await cars(b.app, cookie)).statusCode).toBe(401);
  });

  it('ends on the other instance the sessions a password change or a deletion ends', async () => {
    const { cookie, input } = await registerRacer(a.app);
    const onB = sessionCookie(await signIn(b.app, input.email, input.password));
    await kept(b.app, onB);
    const change = await call(a.app, cookie, {
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: input.password, newPassword: 'fresh-tyres' },
    });
    expect(change.statusCode).toBe(200);
    await dropped(b.app);
    expect((await cars(b.app, onB)).statusCode).toBe(401);
    await kept(b.app, cookie); // the session that changed it stays
    const remove = await call(a.app, cookie, {
      method: 'DELETE',
      url: '/api/delete-account',
      payload: { currentPassword: 'fresh-tyres' },
    });
    expect(remove.statusCode).toBe(204);
    await dropped(b.app);
    expect((await cars(b.app, cookie)).statusCode).toBe(401);
  });

  it("serves on one instance a racer's list changed through the other (the kept revision moves)", async () => {
    const { cookie } = await registerRacer(a.app);
    await kept(b.app, cookie);
    expect((await cars(b.app, cookie)).json()).toEqual([]);
    expect((await addCar(a.app, cookie, 'EB48 2.2')).statusCode).toBe(201);
    await dropped(b.app);
    expect((await cars(b.app, cookie)).json().map((c: { model: string }) => c.model)).toEqual(['EB48 2.2']);
  });

  describe('with the sessions trigger off, so a row can vanish unheard', () => {
    /** Deletes a session row without a notification: only a dropped cache can notice. */
    async function deleteUnheard(cookie: string): Promise<void> {
      const { db } = a.database;
      await sql`alter table sessions disable trigger sessions_changed`.execute(db);
      try {
        const sid = hashToken(cookie.slice('rc_session='.length));
        const gone = await db.deleteFrom('sessions').where('sid', '=', sid).executeTakeFirst();
        expect(gone.numDeletedRows).toBe(1n);
      } finally {
        await sql`alter table sessions enable trigger sessions_changed`.execute(db);
      }
    }

    it('drops a racer on their notification', async () => {
      const racer = await registerRacer(a.app);
      await kept(b.app, racer.cookie);
      await deleteUnheard(racer.cookie);
      // Still served from memory: nothing told instance b.
      await kept(b.app, racer.cookie);
      await sql`select pg_notify('rc_changes', ${`${two.schema}:${racer.user.id}`})`.execute(a.database.db);
      await dropped(b.app);
      expect((await cars(b.app, racer.cookie)).statusCode).toBe(401);
    });

    it('drops everything when the listener connection is lost, reads the database meanwhile, and keeps again once it is back', async () => {
      const racer = await registerRacer(a.app);
      await kept(b.app, racer.cookie);
      await deleteUnheard(racer.cookie);
      await kept(b.app, racer.cookie);
      const feed = b.database.changes as PgChangeFeed;
      const pid = feed.pid;
      expect(pid).toBeDefined();
      await sql`select pg_terminate_backend(${pid})`.execute(a.database.db);
      await until(() => !feed.current());
      expect(b.app.sessionCache?.size).toEqual({ sessions: 0, racers: 0 });
      expect((await cars(b.app, racer.cookie)).statusCode).toBe(401);
      await until(() => feed.current());
      expect(feed.pid).not.toBe(pid);
      const { cookie } = await registerRacer(a.app);
      await kept(b.app, cookie);
    });
  });
});
