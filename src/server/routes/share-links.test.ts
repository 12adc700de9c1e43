import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedSetupSchema } from '../../shared/schemas/share-link';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

const SECRET_NOTE = 'Private: run the 5k diff at Canberra only';

describe.each(DIALECTS)('share links (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  /** A racer's setup of the kind under `path` and its share link. */
  async function sharedByLink(path: string, body: object) {
    const owner = await registerRacer(t.app);
    const made = await call(t.app, owner.cookie, { method: 'POST', url: `/api/${path}`, payload: body });
    const id = made.json().id as number;
    const link = await call(t.app, owner.cookie, { method: 'POST', url: `/api/${path}/${id}/share-link` });
    return { owner, id, slug: link.json().slug as string };
  }

  const KINDS = [
    ['setup-sheets', { name: 'Club final', notes: SECRET_NOTE, driverName: 'Sam Lap', frontToe: '1°' }],
    ['esc-setups', { name: 'Mod boost', notes: SECRET_NOTE, escMake: 'Tekin', escModel: 'RX8', boost: '20' }],
  ] as const;

  for (const [path, body] of KINDS) {
    it(`${path}: create, read signed out, post again for the same link, revoke → 404`, async () => {
      const owner = await registerRacer(t.app);
      const created = await call(t.app, owner.cookie, { method: 'POST', url: `/api/${path}`, payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;

      const link = await call(t.app, owner.cookie, { method: 'POST', url: `/api/${path}/${id}/share-link` });
      expect(link.statusCode, link.body).toBe(200);
      const { slug, url } = link.json() as { slug: string; url: string };
      expect(slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(url).toMatch(new RegExp(`^https?://[^/]+/s/${slug}$`));
      const again = await call(t.app, owner.cookie, { method: 'POST', url: `/api/${path}/${id}/share-link` });
      expect(again.json().slug).toBe(slug);

      const read = await call(t.app, undefined, { method: 'GET', url: `/api/shared/${slug}` });
      expect(read.statusCode, read.body).toBe(200);
      const shared = sharedSetupSchema.parse(read.json());
      expect(shared.kind).toBe(path === 'setup-sheets' ? 'setup-sheet' : 'esc-setup');
      // Nothing private: no ids, owner, name, notes, car or file; and never the owner's e-mail.
      for (const key of ['id', 'userId', 'name', 'notes', 'rcCarId', 'fileUrl', 'creator', 'isPublic'])
        expect(read.json()).not.toHaveProperty(key);
      expect(read.body).not.toContain(owner.input.email);
      expect(read.body).not.toContain(SECRET_NOTE);
      expect(read.body).not.toContain(`"${owner.input.username}"`);

      const revoked = await call(t.app, owner.cookie, {
        method: 'DELETE',
        url: `/api/${path}/${id}/share-link`,
      });
      expect(revoked.statusCode).toBe(204);
      const gone = await call(t.app, undefined, { method: 'GET', url: `/api/shared/${slug}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'Shared setup not found', code: 'not_found' });

      // Sharing again makes a new link: the revoked slug stays dead.
      const fresh = await call(t.app, owner.cookie, { method: 'POST', url: `/api/${path}/${id}/share-link` });
      expect(fresh.json().slug).not.toBe(slug);
    });

    it(`${path}: another racer can neither make nor revoke a link to my setup`, async () => {
      const { id, slug } = await sharedByLink(path, body);
      const other = await registerRacer(t.app);
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await call(t.app, other.cookie, { method, url: `/api/${path}/${id}/share-link` });
        expect(res.statusCode, `${method}: ${res.body}`).toBe(404);
      }
      expect((await call(t.app, undefined, { method: 'GET', url: `/api/shared/${slug}` })).statusCode).toBe(
        200,
      );
    });

    it(`${path}: deleting the setup deletes its link`, async () => {
      const { owner, id, slug } = await sharedByLink(path, body);
      expect(
        (await call(t.app, owner.cookie, { method: 'DELETE', url: `/api/${path}/${id}` })).statusCode,
      ).toBe(204);
      expect((await call(t.app, undefined, { method: 'GET', url: `/api/shared/${slug}` })).statusCode).toBe(
        404,
      );
      expect(await t.database.db.selectFrom('shareLinks').select('id').execute()).toEqual([]);
    });
  }

  it('a signed-in racer copies a shared sheet into a private setup of their own', async () => {
    const { slug } = await sharedByLink('setup-sheets', KINDS[0][1]);
    const copier = await registerRacer(t.app);
    expect(
      (await call(t.app, undefined, { method: 'POST', url: `/api/shared/${slug}/copy` })).statusCode,
    ).toBe(401);
    const copy = await call(t.app, copier.cookie, { method: 'POST', url: `/api/shared/${slug}/copy` });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      frontToe: '1°',
      driverName: 'Sam Lap',
      isPublic: false,
      notes: null,
    });
    expect(copy.json().name).toContain('(copy)');
    const mine = await call(t.app, copier.cookie, { method: 'GET', url: '/api/setup-sheets' });
    expect(mine.json()).toHaveLength(1);
  });

  it('an unknown or absurd slug is 404, never 5xx', async () => {
    for (const slug of ['nope', 'x'.repeat(100), encodeURIComponent("' or 1=1 --")]) {
      const res = await call(t.app, undefined, { method: 'GET', url: `/api/shared/${slug}` });
      expect(res.statusCode, slug).toBe(404);
    }
  });

  it('compares by link: shared:<slug> beside my own setup, of its own kind only, gone once revoked', async () => {
    const { owner, id, slug } = await sharedByLink('setup-sheets', KINDS[0][1]);
    const racer = await registerRacer(t.app);
    const mine = (
      await call(t.app, racer.cookie, { method: 'POST', url: '/api/setup-sheets', payload: { name: 'Mine' } })
    ).json().id as number;
    const compare = (kind: string) =>
      call(t.app, racer.cookie, {
        method: 'GET',
        url: `/api/compare?kind=${kind}&refs=shared:${slug},${mine}`,
      });
    const res = await compare('setup-sheet');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().columns[0]).toMatchObject({ ref: `shared:${slug}`, version: null });
    expect(res.body).not.toContain(SECRET_NOTE);
    expect((await compare('esc-setup')).statusCode).toBe(404);
    await call(t.app, owner.cookie, { method: 'DELETE', url: `/api/setup-sheets/${id}/share-link` });
    expect((await compare('setup-sheet')).statusCode).toBe(404);
  });
});
