import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants/limits';
import { fitWithin, SEND_MAX_PX, shrinkImage } from './shrink-image';

const MB = 1024 * 1024;

/** A file of `size` bytes (its content does not matter: decoding is stubbed). */
const photo = (size: number, type = 'image/jpeg', name = 'IMG_0042.JPG') =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

/** Stubs the browser's decoder (a width × height photo) and canvas (a JPEG of `bytesAt(quality)`). */
function stubBrowser(width: number, height: number, bytesAt: (quality: number) => number) {
  const close = vi.fn();
  const decode = vi.fn(async () => ({ width, height, close }) as unknown as ImageBitmap);
  vi.stubGlobal('createImageBitmap', decode);
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
    fillRect: vi.fn(),
    fillStyle: '',
  } as unknown as CanvasRenderingContext2D);
  const qualities: number[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    qualities.push(quality ?? 1);
    done(new Blob([new Uint8Array(bytesAt(quality ?? 1))], { type }));
  });
  return { decode, drawImage, close, qualities };
}

describe('shrinkImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fits a size within the longest side, never enlarging', () => {
    expect(fitWithin(4032, 3024, SEND_MAX_PX)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032, SEND_MAX_PX)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(800, 600, SEND_MAX_PX)).toEqual({ width: 800, height: 600 });
  });

  it('draws a 12 MB phone photo upright at 2560 px and sends it as a JPEG under the limit', async () => {
    const { decode, drawImage, close } = stubBrowser(3024, 4032, () => 2 * MB);
    const out = await shrinkImage(photo(12 * MB));
    // The EXIF orientation is applied while decoding, so the drawn pixels stand upright.
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1920, 2560);
    expect(out).toMatchObject({ name: 'IMG_0042.jpg', type: 'image/jpeg', size: 2 * MB });
    expect(close).toHaveBeenCalled();
  });

  it('lowers the quality until the photo fits', async () => {
    const { qualities } = stubBrowser(6000, 4000, (q) => (q > 0.6 ? 6 * MB : 4 * MB));
    const out = await shrinkImage(photo(20 * MB));
    expect(qualities).toEqual([0.85, 0.7, 0.55]);
    expect(out.size).toBe(4 * MB);
  });

  it('shrinks a small file that is larger than needed, and keeps one that fits as it is', async () => {
    stubBrowser(5000, 3000, () => MB);
    expect((await shrinkImage(photo(3 * MB, 'image/png', 'track.png'))).name).toBe('track.jpg');
    stubBrowser(2000, 1500, () => MB);
    const small = photo(3 * MB);
    expect(await shrinkImage(small)).toBe(small);
  });

  it('leaves a GIF, a PDF and anything the browser cannot decode to the usual checks', async () => {
    const { decode } = stubBrowser(5000, 3000, () => MB);
    const gif = photo(8 * MB, 'image/gif', 'lap.gif');
    expect(await shrinkImage(gif)).toBe(gif);
    const pdf = photo(8 * MB, 'application/pdf', 'sheet.pdf');
    expect(await shrinkImage(pdf)).toBe(pdf);
    expect(decode).not.toHaveBeenCalled();

    decode.mockRejectedValueOnce(new Error('not an image'));
    const broken = photo(MAX_UPLOAD_BYTES + 1);
    expect(await shrinkImage(broken)).toBe(broken);

    vi.unstubAllGlobals();
    vi.stubGlobal('createImageBitmap', undefined);
    const old = photo(MAX_UPLOAD_BYTES + 1);
    expect(await shrinkImage(old)).toBe(old);
  });
});
