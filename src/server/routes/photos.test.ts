import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { BLUE, hasGpsTag, imageOf, jpegMarkers, phoneJpeg, RED } from '../test/photos';
import { uploadFile } from '../test/uploads';

const EXIF_HEADER = Buffer.from('Exif\0\0');
const APP1 = 0xe1; // EXIF and XMP live in APP1 segments
const APP2 = 0xe2; // ICC profiles in APP2

describe.each(DIALECTS)('uploaded photos are stored re-encoded (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
  });
  afterEach(() => t.close());

  const get = (url: string, who: string | undefined = cookie) => call(t.app, who, { method: 'GET', url });
  const count = async (table: 'files' | 'fileBlobs') =>
    (await t.database.db.selectFrom(table).select('id').execute()).length;
  async function upload(bytes: Buffer, name = 'photo.jpg'): Promise<string> {
    const res = await uploadFile(t.app, cookie, bytes, name);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().url;
  }

  it('keeps no EXIF block, GPS position, XMP or ICC profile of a phone photo', async () => {
    const original = await phoneJpeg();
    // The fixture is what a phone sends: the position is in there.
    const before = await sharp(original).metadata();
    expect(original.includes(EXIF_HEADER)).toBe(true);
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const url = await upload(original);
    for (const served of [(await get(url)).rawPayload, (await get(`${url}?size=thumb`)).rawPayload]) {
      expect(served.includes(EXIF_HEADER)).toBe(false);
      expect(served.includes(Buffer.from('ns.adobe.com/xap'))).toBe(false);
      expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
      const after = await sharp(served).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
    }
    const markers = jpegMarkers((await get(url)).rawPayload);
    expect(markers).not.toContain(APP1);
    expect(markers).not.toContain(APP2);
  });

  it('turns an orientation-6 photo upright in its pixels and drops the tag', async () => {
    // Stored 300 wide and 200 high, red on top; orientation 6 says: turn 90° clockwise to view.
    const url = await upload(await phoneJpeg({ width: 300, height: 200, orientation: 6 }));
    const served = (await get(url)).rawPayload;
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.orientation).toBeUndefined();
    // Turned clockwise, the red top became the right half.
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return { r: data[at] as number, g: data[at + 1] as number, b: data[at + 2] as number };
    };
    const near = (a: { r: number; b: number }, b: { r: number; b: number }) =>
      Math.abs(a.r - b.r) < 40 && Math.abs(a.b - b.b) < 40;
    expect(near(pixel(150, 150), RED)).toBe(true);
    expect(near(pixel(50, 150), BLUE)).toBe(true);
    const thumb = await sharp((await get(`${url}?size=thumb`)).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([200, 300]);
  });

  it('serves a web copy of at most 1600 px and a WebP thumbnail of at most 400 px', async () => {
    const url = await upload(await imageOf('jpeg', 3000, 2000), 'wide.jpg');
    const web = await get(url);
    expect(web.headers['content-type']).toBe('image/jpeg');
    const webMeta = await sharp(web.rawPayload).metadata();
    expect([webMeta.format, webMeta.width, webMeta.height]).toEqual(['jpeg', 1600, 1067]);

    const thumb = await get(`${url}?size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['content-disposition']).toBe("inline; filename*=UTF-8''wide.webp");
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect(thumb.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 400, 267]);
    expect(Number(thumb.headers['content-length'])).toBe(thumb.rawPayload.length);

    // A small photo is not blown up.
    const small = await upload(await imageOf('png', 120, 90), 'small.png');
    expect((await sharp((await get(small)).rawPayload).metadata()).width).toBe(120);
    expect((await sharp((await get(`${small}?size=thumb`)).rawPayload).metadata()).width).toBe(120);
    expect((await get(`${small}?size=huge`)).statusCode).toBe(400);
  });

  it.each(['jpeg', 'png', 'gif', 'webp'] as const)(
    'accepts a real %s photo and keeps its format',
    async (format) => {
      const url = await upload(await imageOf(format), `photo.${format}`);
      expect((await sharp((await get(url)).rawPayload).metadata()).format).toBe(format);
      expect((await sharp((await get(`${url}?size=thumb`)).rawPayload).metadata()).format).toBe('webp');
    },
  );

  it('makes an animated GIF a still of its first frame', async () => {
    const frames = await Promise.all(
      [RED, BLUE, RED].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .raw()
          .toBuffer(),
      ),
    );
    const animated = await sharp(Buffer.concat(frames), {
      raw: { width: 40, height: 90, channels: 3, pageHeight: 30 },
    })
      .gif({ delay: [100, 100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const url = await upload(animated, 'spin.gif');
    const still = await sharp((await get(url)).rawPayload, { animated: true }).metadata();
    expect([still.pages ?? 1, still.width, still.height]).toEqual([1, 40, 30]);
  });

  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['GIF', Buffer.from('GIF89a')],
    ['WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 4, 0, 0]), Buffer.from('WEBPVP8 ')])],
  ])('refuses a %s that only looks like one by its first bytes, and stores nothing', async (_, magic) => {
    const garbage = Buffer.concat([magic, Buffer.from('not really an image, just bytes '.repeat(40))]);
    const res = await uploadFile(t.app, cookie, garbage, 'photo.img');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This image could not be read. Please choose another photo.',
      code: 'unreadable_image',
    });
    expect({ files: await count('files'), blobs: await count('fileBlobs') }).toEqual({ files: 0, blobs: 0 });
  });

  it('refuses a photo cut off halfway', async () => {
    const whole = await phoneJpeg();
    const res = await uploadFile(t.app, cookie, whole.subarray(0, whole.length / 2), 'cut.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unreadable_image');
    expect(await count('fileBlobs')).toBe(0);
  });

  it('refuses a picture of more than 60 megapixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: 'black' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await uploadFile(t.app, cookie, huge, 'huge.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('image_too_large');
    expect(await count('fileBlobs')).toBe(0);
  });

  it('stores a PDF exactly as sent, with no thumbnail', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const url = await upload(pdf, 'sheet.pdf');
    expect((await get(url)).rawPayload.equals(pdf)).toBe(true);
    const thumb = await get(`${url}?size=thumb`);
    expect(thumb.headers['content-type']).toBe('application/pdf');
    expect(thumb.rawPayload.equals(pdf)).toBe(true);
  });
});
