import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoIn } from '../clock';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_LIFETIME_MS } from '../services/idempotency';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';

/**
 * DESIGN Wave 2 "Idempotency": a repeat of a racer's write with the same Idempotency-Key within
 * 24 hours gets the first answer and writes nothing ("Copy to my setups" double-clicked made two copies).
 */
describe.each(DIALECTS)('Idempotency-Key on a racer’s writes (%s)', (dialect) => {
  let t: TestApp;
  let owner: string;
  let me: string;
  let other: string;
  let shared: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = (await registerRacer(t.app)).cookie;
    me = (await registerRacer(t.app)).cookie;
    other = (await registerRacer(t.app)).cookie;
    const created = await call(t.app, owner, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { name: 'Club race', frontShockOil: '500 cSt' },
    });
    shared = created.json().id;
    const put = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/setup-sheets/${shared}`,
      payload: SHARE_DETAILS,
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(() => t.close());

  const copy = (cookie: string, key?: string, rcCarId: number | null = null) =>
    call(t.app, cookie, {
      method: 'POST',
      url: `/api/public-setups/${shared}/copy`,
      payload: { rcCarId },
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
  const sheetsOf = async (cookie: string) =>
    (await call(t.app, cookie, { method: 'GET', url: '/api/setup-sheets' })).json() as Array<{ id: number }>;

  it('a repeated copy gets the first answer and makes no second copy', async () => {
    const before = (await sheetsOf(me)).length;
    const first = await copy(me, 'copy-click-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await copy(me, 'copy-click-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect((await sheetsOf(me)).length).toBe(before + 1);
  });

  it('two copies sent at once with one key (a double click) make one copy, both told about it', async () => {
    const before = (await sheetsOf(me)).length;
    const answers = await Promise.all([copy(me, 'double-click'), copy(me, 'double-click')]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    expect((await sheetsOf(me)).length).toBe(before + 1);
  });

  it('another racer’s same key is theirs alone', async () => {
    const mine = await copy(me, 'shared-word');
    const theirs = await copy(other, 'shared-word');
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect((await sheetsOf(other)).map((s) => s.id)).toContain(theirs.json().id);
    expect((await sheetsOf(me)).map((s) => s.id)).not.toContain(theirs.json().id);
  });

  it('without a key, or with a new one, every copy is made', async () => {
    const before = (await sheetsOf(me)).length;
    expect((await copy(me)).statusCode).toBe(201);
    expect((await copy(me)).statusCode).toBe(201);
    expect((await copy(me, 'new-intent-a')).statusCode).toBe(201);
    expect((await copy(me, 'new-intent-b')).statusCode).toBe(201);
    expect((await sheetsOf(me)).length).toBe(before + 4);
  });

  it('a key reused for a different request is refused and changes nothing', async () => {
    const car = await call(t.app, me, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'Tekno RC', model: 'EB48 2.2' },
    });
    await copy(me, 'one-intent');
    const before = (await sheetsOf(me)).length;
    const onto = await copy(me, 'one-intent', car.json().id);
    expect(onto.statusCode).toBe(422);
    expect(onto.json()).toMatchObject({ code: 'idempotency_key_reused' });
    const elsewhere = await call(t.app, me, {
      method: 'POST',
      url: '/api/cars',
      payload: { manufacturer: 'XRAY', model: 'XB2' },
      headers: { 'idempotency-key': 'one-intent' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect((await sheetsOf(me)).length).toBe(before);
  });

  it('a failed first request keeps no answer: the retry runs afresh', async () => {
    const copyMissing = () =>
      call(t.app, me, {
        method: 'POST',
        url: '/api/public-setups/999999/copy',
        payload: { rcCarId: null },
        headers: { 'idempotency-key': 'retry-me' },
      });
    const missing = await copyMissing();
    expect(missing.statusCode).toBe(404);
    const again = await copyMissing();
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('every write on a racer’s records honours it: create, update, delete', async () => {
    const create = () =>
      call(t.app, me, {
        method: 'POST',
        url: '/api/transponders',
        payload: { number: '7654321' },
        headers: { 'idempotency-key': 'new-transponder' },
      });
    const made = await create();
    expect(made.statusCode, made.body).toBe(201);
    expect((await create()).json()).toEqual(made.json());
    const list = await call(t.app, me, { method: 'GET', url: '/api/transponders' });
    expect(list.json().filter((x: { number: string }) => x.number === '7654321')).toHaveLength(1);

    const remove = () =>
      call(t.app, me, {
        method: 'DELETE',
        url: `/api/transponders/${made.json().id}`,
        headers: { 'idempotency-key': 'drop-transponder' },
      });
    expect((await remove()).statusCode).toBe(204);
    const repeat = await remove();
    expect(repeat.statusCode).toBe(204); // not 404: the first answer, again
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toBe('');
  });

  it('a key older than 24 hours is forgotten; the hourly sweep deletes it', async () => {
    await copy(me, 'yesterday');
    await t.database.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: isoIn(-IDEMPOTENCY_KEY_LIFETIME_MS - 1000) })
      .where('key', '=', 'yesterday')
      .execute();
    const before = (await sheetsOf(me)).length;
    const today = await copy(me, 'yesterday');
    expect(today.statusCode).toBe(201);
    expect(today.headers['idempotent-replayed']).toBeUndefined();
    expect((await sheetsOf(me)).length).toBe(before + 1);

    await t.database.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: isoIn(-IDEMPOTENCY_KEY_LIFETIME_MS - 1000) })
      .where('key', '=', 'shared-word')
      .execute();
    await deleteExpiredIdempotencyKeys(t.database.db);
    const left = await t.database.db.selectFrom('idempotencyKeys').select('key').execute();
    expect(left.map((k) => k.key)).not.toContain('shared-word');
    expect(left.map((k) => k.key)).toContain('yesterday');
  });

  it('refuses a malformed key, and leaves the account’s own endpoints out', async () => {
    const bad = await copy(me, 'has space');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Idempotency-Key/);
    const wrong = await call(t.app, me, {
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: 'not-it', newPassword: 'pit-lane-2', confirmPassword: 'pit-lane-2' },
      headers: { 'idempotency-key': 'has space' },
    });
    expect(wrong.json().message).not.toMatch(/Idempotency-Key/);
  });
});
