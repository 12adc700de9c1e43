import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, PNG_BYTES, uploadFile } from '../test/uploads';

const MB = 1024 * 1024;
const pdfOf = (bytes: number) => Buffer.concat([PDF_BYTES, Buffer.alloc(bytes - PDF_BYTES.length, 1)]);

describe.each(DIALECTS)('storage quota (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const count = async (table: 'files' | 'fileBlobs') =>
    (await t.database.db.selectFrom(table).select('id').execute()).length;
  const usage = async (cookie: string | undefined) =>
    call(t.app, cookie, { method: 'GET', url: '/api/storage' });

  it('GET /api/storage tells the racer what they use of their quota, and a visitor nothing', async () => {
    t = await createTestApp(dialect, { storageQuotaBytes: 7 * MB });
    const { cookie } = await registerRacer(t.app);
    const other = await registerRacer(t.app);
    expect((await usage(undefined)).statusCode).toBe(401);
    expect((await usage(cookie)).json()).toEqual({ usedBytes: 0, quotaBytes: 7 * MB });

    const png = (await uploadFile(t.app, cookie, PNG_BYTES, 'a.png')).json().url;
    await uploadFile(t.app, cookie, pdfOf(MB), 'b.pdf');
    // An image counts as what is stored of it: its web copy and its thumbnail.
    const served = async (url: string) =>
      (await call(t.app, cookie, { method: 'GET', url })).rawPayload.length;
    const pngBytes = (await served(png)) + (await served(`${png}?size=thumb`));
    expect((await usage(cookie)).json()).toEqual({ usedBytes: pngBytes + MB, quotaBytes: 7 * MB });
    expect((await usage(other.cookie)).json()).toEqual({ usedBytes: 0, quotaBytes: 7 * MB });
  });

  it('refuses an upload that would pass the quota with 413, and stores nothing', async () => {
    t = await createTestApp(dialect, { storageQuotaBytes: 10 * MB });
    const { cookie } = await registerRacer(t.app);
    for (const name of ['a.pdf', 'b.pdf'])
      expect((await uploadFile(t.app, cookie, pdfOf(4 * MB), name)).statusCode).toBe(201);
    const before = { files: await count('files'), blobs: await count('fileBlobs') };

    const res = await uploadFile(t.app, cookie, pdfOf(3 * MB), 'c.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Your storage is full: 8 MB of 10 MB used. Delete files you no longer need, then try again.',
      code: 'quota_exceeded',
    });
    expect({ files: await count('files'), blobs: await count('fileBlobs') }).toEqual(before);
    // Exactly up to the quota is allowed.
    expect((await uploadFile(t.app, cookie, pdfOf(2 * MB), 'd.pdf')).statusCode).toBe(201);
    expect((await usage(cookie)).json().usedBytes).toBe(10 * MB);
  });

  it('parallel uploads cannot overshoot the quota', async () => {
    t = await createTestApp(dialect, { storageQuotaBytes: 3 * MB });
    const { cookie } = await registerRacer(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => uploadFile(t.app, cookie, pdfOf(MB), `lap-${i}.pdf`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413]);
    expect((await usage(cookie)).json().usedBytes).toBe(3 * MB);
    expect(await count('fileBlobs')).toBe(3);
  });

  it('a copy of a shared setup counts towards the copier’s quota, and is refused past it', async () => {
    t = await createTestApp(dialect, { storageQuotaBytes: 2 * MB });
    const owner = await registerRacer(t.app);
    const url = (await uploadFile(t.app, owner.cookie, pdfOf(MB + 1), 'sheet.pdf')).json().url;
    const sheet = (
      await call(t.app, owner.cookie, {
        method: 'POST',
        url: '/api/setup-sheets',
        payload: { name: 'S', fileUrl: url },
      })
    ).json();
    await call(t.app, owner.cookie, {
      method: 'PUT',
      url: `/api/setup-sheets/${sheet.id}`,
      payload: {
        isPublic: true,
        driverName: 'Sam',
        vehicleMake: 'XRAY',
        vehicleModel: 'XB2',
        publicTrackName: 'Home',
        publicTrackConditions: 'Dry',
        eventName: 'Club',
      },
    });
    const racer = await registerRacer(t.app);
    await uploadFile(t.app, racer.cookie, pdfOf(MB), 'mine.pdf');
    const refused = await call(t.app, racer.cookie, {
      method: 'POST',
      url: `/api/public-setups/${sheet.id}/copy`,
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('quota_exceeded');
    expect((await call(t.app, racer.cookie, { method: 'GET', url: '/api/setup-sheets' })).json()).toEqual([]);
    expect((await usage(racer.cookie)).json().usedBytes).toBe(MB);
  });
});
