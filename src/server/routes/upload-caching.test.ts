import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backfillImages } from '../services/image-backfill';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';
import { phoneJpeg } from '../test/photos';
import { uploadFile } from '../test/uploads';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

describe.each(DIALECTS)('uploads carry a strong ETag and answer 304 (%s)', (dialect) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let url: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    owner = (await registerRacer(t.app)).cookie;
    other = (await registerRacer(t.app)).cookie;
    url = (await uploadFile(t.app, owner, await phoneJpeg(), 'car.jpg')).json().url;
  });
  afterEach(() => t.close());

  const get = (who: string | undefined, path: string, ifNoneMatch?: string) =>
    call(t.app, who, {
      method: 'GET',
      url: path,
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    });

  it('is the hash of the bytes served, for the web copy and the thumbnail alike', async () => {
    for (const path of [url, `${url}?size=thumb`]) {
      const res = await get(owner, path);
      expect(res.statusCode).toBe(200);
      // Strong (no W/), and the same on every instance: it is the bytes' own hash.
      expect(res.headers.etag).toBe(`"${sha256(res.rawPayload)}"`);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await get(owner, url)).headers.etag).not.toBe(
      (await get(owner, `${url}?size=thumb`)).headers.etag,
    );
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 with the body otherwise', async () => {
    for (const path of [url, `${url}?size=thumb`]) {
      const first = await get(owner, path);
      const etag = first.headers.etag as string;

      const again = await get(owner, path, etag);
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');

      // A list of tags, or one a proxy weakened, still matches (If-None-Match compares weakly).
      expect((await get(owner, path, `"elsewhere", ${etag}`)).statusCode).toBe(304);
      expect((await get(owner, path, `W/${etag}`)).statusCode).toBe(304);

      const changed = await get(owner, path, '"not-this-one"');
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('answers 404, never 304, to a visitor or another racer holding the right ETag', async () => {
    for (const path of [url, `${url}?size=thumb`]) {
      const etag = (await get(owner, path)).headers.etag as string;
      for (const who of [other, undefined]) {
        for (const tag of [etag, '*']) {
          const res = await get(who, path, tag);
          expect(res.statusCode).toBe(404);
          expect(res.headers.etag).toBeUndefined();
        }
      }
    }
  });

  it('serves a photo on a public setup to anyone, with 304s, and stops once it is private again', async () => {
    const created = await call(t.app, owner, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { name: 'Club race', fileUrl: url, fileType: 'image/jpeg', fileName: 'car.jpg' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const share = (isPublic: boolean) =>
      call(t.app, owner, {
        method: 'PUT',
        url: `/api/setup-sheets/${id}`,
        payload: isPublic ? SHARE_DETAILS : { isPublic: false },
      });
    expect((await share(true)).statusCode).toBe(200);
    const thumb = `${url}?size=thumb`;
    const visitor = await get(undefined, thumb);
    expect(visitor.statusCode).toBe(200);
    expect((await get(undefined, thumb, visitor.headers.etag as string)).statusCode).toBe(304);
    expect((await get(other, thumb, visitor.headers.etag as string)).statusCode).toBe(304);

    expect((await share(false)).statusCode).toBe(200);
    expect((await get(undefined, thumb, visitor.headers.etag as string)).statusCode).toBe(404);
    expect((await get(other, url)).statusCode).toBe(404);
  });

  it('gives a copy of a shared setup the same stored variants, not new ones', async () => {
    const created = await call(t.app, owner, {
      method: 'POST',
      url: '/api/setup-sheets',
      payload: { name: 'Club race', fileUrl: url, fileType: 'image/jpeg', fileName: 'car.jpg' },
    });
    await call(t.app, owner, {
      method: 'PUT',
      url: `/api/setup-sheets/${created.json().id}`,
      payload: {
        isPublic: true,
        driverName: 'Sam Lap',
        vehicleMake: 'Tekno RC',
        vehicleModel: 'EB48 2.2',
        publicTrackName: 'Silverstone RC',
        publicTrackConditions: 'Dry/Dusty',
        eventName: 'Winter Series R3',
      },
    });
    const copy = await call(t.app, other, {
      method: 'POST',
      url: `/api/public-setups/${created.json().id}/copy`,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyUrl = copy.json().fileUrl as string;
    expect(copyUrl).not.toBe(url);
    expect((await t.database.db.selectFrom('fileBlobs').select('id').execute()).length).toBe(1);
    for (const suffix of ['', '?size=thumb']) {
      const mine = await get(owner, `${url}${suffix}`);
      const theirs = await get(other, `${copyUrl}${suffix}`);
      expect(theirs.rawPayload.equals(mine.rawPayload)).toBe(true);
      expect(theirs.headers.etag).toBe(mine.headers.etag);
    }
  });

  it('serves a photo stored before 0008 as it was, with 304s, until the backfill replaces it', async () => {
    const original = await phoneJpeg();
    // What such a blob looks like: the bytes as sent, no digest, no thumbnail.
    await t.database.db
      .updateTable('fileBlobs')
      .set({
        content: original,
        size: original.length,
        digest: null,
        thumbContent: null,
        thumbSize: null,
        thumbDigest: null,
      })
      .execute();
    const before = await get(owner, url);
    expect(before.rawPayload.equals(original)).toBe(true);
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^"blob-\d+"$/);
    expect((await get(owner, url, etag)).statusCode).toBe(304);
    const thumb = await get(owner, `${url}?size=thumb`);
    expect(thumb.headers.etag).toBe(etag);
    expect(thumb.rawPayload.equals(original)).toBe(true);
    expect((await get(other, url, etag)).statusCode).toBe(404);

    await backfillImages(t.database.db);
    const after = await get(owner, url, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(`"${sha256(after.rawPayload)}"`);
    expect(after.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect((await get(owner, `${url}?size=thumb`)).headers['content-type']).toBe('image/webp');
  });
});
