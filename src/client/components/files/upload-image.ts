import { UPLOAD_THUMB_MAX_PX, UPLOAD_WEB_MAX_PX } from '../../../shared/constants/limits';
import { thumbnailUrl } from '../../../shared/upload-urls';

/** Only our own uploads have a thumbnail beside them; any other address is shown as it is. */
const isUpload = (url: string) => /^\/uploads\/[^/?#]+$/.test(url);

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The <img> attributes for an uploaded image shown `sizes` wide (CSS pixels, as the `sizes`
 * attribute says them). srcset offers the 400 px thumbnail and the 1600 px copy, and the browser
 * takes the smaller one only where it is sharp enough: a card on a desktop screen gets the
 * thumbnail, the same card on a 2× phone (about 360 CSS px, so 720 device pixels) the full copy.
 */
export function uploadImageSources(url: string, sizes: string): ImageSources {
  if (!isUpload(url)) return { src: url };
  return {
    src: url,
    srcSet: `${thumbnailUrl(url)} ${UPLOAD_THUMB_MAX_PX}w, ${url} ${UPLOAD_WEB_MAX_PX}w`,
    sizes,
  };
}

/** An uploaded image in a box far smaller than the thumbnail (an avatar): the thumbnail alone. */
export const thumbnailSrc = (url: string): string => (isUpload(url) ? thumbnailUrl(url) : url);
