import { UPLOAD_THUMB_MAX_PX, UPLOAD_WEB_MAX_PX } from '../../../shared/constants/limits';
import { isUpload, thumbnailUrl } from '../../../shared/upload-urls';

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
