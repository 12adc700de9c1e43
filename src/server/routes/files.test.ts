import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants/limits';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import {
  BOUNDARY,
  GIF_BYTES,
  JPEG_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  uploadFile,
  WEBP_BYTES,
} from '../test/uploads';

describe.each(DIALECTS)('uploads and files (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  const fileCount = async () => (await t.database.db.selectFrom('files').select('id').execute()).length;

  it.each([
    ['application/pdf', PDF_BYTES, 'sheet.pdf', /\.pdf$/, null],
    ['image/jpeg', JPEG_BYTES, 'photo.jpeg', /\.jpg$/, 'jpeg'],
    ['image/png', PNG_BYTES, 'photo.png', /\.png$/, 'png'],
    ['image/gif', GIF_BYTES, 'anim.gif', /\.gif$/, 'gif'],
    ['image/webp', WEBP_BYTES, 'photo.webp', /\.webp$/, 'webp'],
  ])(
    'accepts %s by its magic bytes and serves it back to its owner',
    async (mime, bytes, name, ext, format) => {
      const res = await uploadFile(t.app, cookie, bytes, name);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.mimetype).toBe(mime);
      expect(body.originalFilename).toBe(name);
      expect(body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\./);
      expect(body.url).toMatch(ext);

      const served = await call(t.app, cookie, { method: 'GET', url: body.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      if (format) {
        // An image is stored re-encoded (routes/photos.test.ts), in the format it came in.
        expect((await sharp(served.rawPayload).metadata()).format).toBe(format);
      } else {
        expect(served.rawPayload.equals(bytes)).toBe(true);
      }

      const check = await call(t.app, cookie, {
        method: 'GET',
        url: `/api/files/check/${body.url.split('/').pop()}`,
      });
      expect(check.json()).toEqual({ exists: true });
    },
  );

  it('refuses HTML named .png with 415, whatever the browser claims', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(html, 'innocent.png', 'file', 'image/png'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only PDF and image files are allowed');
    expect(await fileCount()).toBe(0);
  });

  it('refuses 5 MiB + 1 byte with 413 and stores nothing', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG_BYTES.length)]);
    const res = await uploadFile(t.app, cookie, big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The maximum file size is 5MB');
    expect(await fileCount()).toBe(0);
    // Exactly 5 MiB is allowed.
    const atLimit = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES - PNG_BYTES.length)]);
    expect((await uploadFile(t.app, cookie, atLimit, 'ok.png')).statusCode).toBe(201);
  });

  it('stops reading an oversized upload at the limit instead of buffering it whole', async () => {
    // 64 MiB streamed in chunks: the server must answer 413 while holding far less than that.
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const total = 64 * 1024 * 1024;
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const stream = new Readable({
      read() {
        if (sent === 0) this.push(Buffer.concat([head, PNG_BYTES]));
        if (sent >= total) {
          this.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
          this.push(null);
          return;
        }
        sent += chunk.length;
        this.push(chunk);
      },
    });
    let peak = 0;
    const base = process.memoryUsage().arrayBuffers;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
    }, 5);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: stream,
    });
    clearInterval(sampler);
    expect(res.statusCode).toBe(413);
    expect(peak).toBeLessThan(32 * 1024 * 1024);
  });

  it('needs a signed-in racer, a multipart body and a field named file', async () => {
    expect((await uploadFile(t.app, undefined, PNG_BYTES, 'a.png')).statusCode).toBe(401);
    expect((await uploadFile(t.app, cookie, PNG_BYTES, 'a.png', 'photo')).json().message).toBe(
      'Choose a file to upload',
    );
    const json = await call(t.app, cookie, { method: 'POST', url: '/api/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await fileCount()).toBe(0);
  });

  it('keeps a file private from other racers and visitors until it is on a public setup', async () => {
    const url = (await uploadFile(t.app, cookie, PDF_BYTES, 'sheet.pdf')).json().url as string;
    const name = url.split('/').pop();
    const other = await registerRacer(t.app);
    for (const who of [other.cookie, undefined]) {
      expect((await call(t.app, who, { method: 'GET', url })).statusCode).toBe(404);
      expect((await call(t.app, who, { method: 'GET', url: `/api/files/check/${name}` })).json()).toEqual({
        exists: false,
      });
    }
    const db = t.database.db;
    const owner = await db.selectFrom('files').select('userId').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('setupSheets')
      .values({
        userId: owner.userId,
        name: 'Shared',
        fileUrl: url,
        isPublic: 1,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    for (const who of [other.cookie, undefined]) {
      expect((await call(t.app, who, { method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('answers false for names that cannot be ours, without erroring', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'nothing.png', 'a'.repeat(90)]) {
      const res = await call(t.app, cookie, { method: 'GET', url: `/api/files/check/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ exists: false });
    }
    expect((await call(t.app, cookie, { method: 'GET', url: '/uploads/nothing.png' })).statusCode).toBe(404);
    const tooLong = await call(t.app, cookie, { method: 'GET', url: `/api/files/check/${'a'.repeat(500)}` });
    expect(tooLong.statusCode).toBe(414);
  });
});
