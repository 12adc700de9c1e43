import type { Sharp } from 'sharp';
import { UPLOAD_THUMB_MAX_PX, UPLOAD_WEB_MAX_PX } from '../../shared/constants/limits';
import { AppError } from '../errors';
import type { DetectedType } from './file-types';

/**
 * sharp (with libvips) is loaded with the first image, not at start-up: loading it takes about
 * 100 ms, which the 1.5 s cold-start budget need not pay for uploads that may never come.
 */
let loaded: Promise<typeof import('sharp').default> | undefined;
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a different image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/**
 * Refused above this many pixels: a 5 MiB file can declare a picture far larger than it holds,
 * which decoding would have to allocate. 60 MP is above the 50 MP of today's largest phone modes.
 */
export const MAX_INPUT_PIXELS = 60_000_000;

export const UNREADABLE_IMAGE = 'This image could not be read. Please choose another photo.';
export const IMAGE_TOO_LARGE =
  'This photo has too many pixels (over 60 megapixels). Please choose a smaller one.';

export interface ImageVariants {
  /** Orientation applied, metadata gone, longest side at most 1600 px, in the upload's format. */
  web: Buffer;
  /** WebP, longest side at most 400 px. */
  thumb: Buffer;
}

export type ImageMime = Exclude<DetectedType['mime'], 'application/pdf'>;

const SHARP_FORMAT: Record<ImageMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const inside = (px: number) => ({ width: px, height: px, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * The web copy keeps the upload's format, so its name, extension and type stay true; only the
 * bytes change. mozjpeg costs a third more time than libjpeg for a file about 40% smaller.
 */
function encodeWeb(image: Sharp, mime: ImageMime): Sharp {
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 80 });
    case 'image/gif':
      return image.gif();
  }
}

/**
 * Decodes an upload whose first bytes said it is an image, and makes what is stored of it.
 * Nothing of the original file survives but its pixels: sharp writes no metadata unless asked
 * (no EXIF, so no GPS position or camera serial; no XMP, no comments; colours converted to
 * sRGB instead of carrying an ICC profile), and the EXIF orientation is applied to the pixels
 * first, so the photo stands the way the racer took it without the tag. Animated GIFs and WebPs
 * become their first frame: cards show a still anyway, and a still costs one frame to decode.
 *
 * A file that only looks like an image by its first bytes, or declares more than
 * MAX_INPUT_PIXELS, is refused with 400 before anything is stored.
 */
export async function makeImageVariants(content: Buffer, mime: ImageMime): Promise<ImageVariants> {
  return decoded(content, mime, async (sharp, source) => {
    const web = await encodeWeb(source.resize(inside(UPLOAD_WEB_MAX_PX)), mime).toBuffer();
    // From the web copy, not the original: decoding 1600 px again is cheaper than a full-size
    // PNG or GIF, and nothing a 400 px thumbnail shows is lost at 1600 px.
    return { web, thumb: await thumbOf(sharp(web)) };
  });
}

/**
 * Only the thumbnail, for bytes that are a web copy already (an export's files, as stored): an
 * import need not encode the 1600 px copy again just to drop it (bench/data-transfer.ts: that
 * took about 0.6 s a photo). Checked and refused as an upload is.
 */
export async function makeThumbnail(content: Buffer, mime: ImageMime): Promise<Buffer> {
  return decoded(content, mime, (_sharp, source) => thumbOf(source));
}

const thumbOf = (image: Sharp) => image.resize(inside(UPLOAD_THUMB_MAX_PX)).webp({ quality: 75 }).toBuffer();

/** Opens the image as sharp reads an upload, and maps what libvips refuses to a clear 400. */
async function decoded<T>(
  content: Buffer,
  mime: ImageMime,
  make: (sharp: typeof import('sharp').default, source: Sharp) => Promise<T>,
): Promise<T> {
  const sharp = await loadSharp();
  try {
    const source = sharp(content, {
      // 'error' rather than the stricter default 'warning': phones write JPEGs with harmless
      // oddities (stray bytes before a marker) that libjpeg only warns about.
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
    });
    const { format } = await source.metadata();
    // The first bytes chose the type; libvips must read the same format from the whole file.
    if (format !== SHARP_FORMAT[mime]) throw new AppError(400, UNREADABLE_IMAGE, 'unreadable_image');
    return await make(sharp, source);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError(400, IMAGE_TOO_LARGE, 'image_too_large');
    throw new AppError(400, UNREADABLE_IMAGE, 'unreadable_image');
  }
}

export const isImage = (mime: DetectedType['mime']): mime is ImageMime => mime !== 'application/pdf';
