import { describe, expect, it } from 'vitest';
import { thumbnailSrc } from '../../../shared/upload-urls';
import { uploadImageSources } from './upload-image';

describe('uploadImageSources', () => {
  it('offers an upload as its 400 px thumbnail and its 1600 px copy, for the box it fills', () => {
    expect(uploadImageSources('/uploads/abc.jpg', '100vw')).toEqual({
      src: '/uploads/abc.jpg',
      srcSet: '/uploads/abc.jpg?size=thumb 400w, /uploads/abc.jpg 1600w',
      sizes: '100vw',
    });
  });

  it.each(['https://example.com/car.jpg', '/uploads/abc.jpg?size=thumb', 'blob:http://x/1'])(
    'shows %s as it is: only our uploads have thumbnails',
    (url) => {
      expect(uploadImageSources(url, '100vw')).toEqual({ src: url });
      expect(thumbnailSrc(url)).toBe(url);
    },
  );

  it('gives an avatar the thumbnail alone', () => {
    expect(thumbnailSrc('/uploads/me.png')).toBe('/uploads/me.png?size=thumb');
  });
});
