import { MAX_UPLOAD_BYTES } from '../../../shared/constants/limits';

/**
 * The longest side a photo is sent at. The server keeps a 1600 px copy (UPLOAD_WEB_MAX_PX); a
 * little more leaves it room to scale down well, and a 12 to 50 megapixel phone photo (4 to 15 MB)
 * comes out at well under the 5 MB limit.
 */
export const SEND_MAX_PX = 2560;
/** JPEG qualities tried in turn until the photo fits the limit. */
const QUALITIES = [0.85, 0.7, 0.55];
/** Photos a browser can decode and we may re-encode; a GIF (maybe animated) or a PDF goes as it is. */
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The size `width` × `height` scaled to fit `max` on its longest side (never enlarged). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A photo straight from a phone, made fit to send: when it is over the upload limit or larger
 * than SEND_MAX_PX, it is drawn at most SEND_MAX_PX on its longest side and sent as a JPEG. The
 * EXIF orientation is applied while decoding (`imageOrientation: 'from-image'`), so the drawn
 * pixels stand the right way up although the JPEG carries no EXIF. Anything else (a small photo,
 * a GIF, a browser that cannot decode it) goes unchanged: the usual checks then say what is wrong.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!SHRINKABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (file.size <= MAX_UPLOAD_BYTES && Math.max(bitmap.width, bitmap.height) <= SEND_MAX_PX) return file;
    const { width, height } = fitWithin(bitmap.width, bitmap.height, SEND_MAX_PX);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG's clear parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    for (const quality of QUALITIES) {
      const blob = await toJpeg(canvas, quality);
      if (!blob) return file;
      if (blob.size <= MAX_UPLOAD_BYTES || quality === QUALITIES.at(-1)) {
        const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
        return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
      }
    }
    return file;
  } finally {
    bitmap.close();
  }
}
