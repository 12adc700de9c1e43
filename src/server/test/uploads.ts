import type { FastifyInstance } from 'fastify';

/**
 * The smallest files of each allowed type that are valid by their magic bytes and decode as
 * the images they claim to be (uploads are decoded and re-encoded, so a header alone is refused).
 */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/' +
    '2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAAR' +
    'CAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAA' +
    'AAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAQoH/9k=',
  'base64',
);
export const GIF_BYTES = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
);
export const WEBP_BYTES = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAfQoAqXof+BiOh/AAA=', 'base64');
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const BOUNDARY = '----rc-test-boundary';

export function multipartBody(
  content: Buffer,
  filename: string,
  field = 'file',
  type = 'application/octet-stream',
): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export function uploadFile(
  app: FastifyInstance,
  cookie: string | undefined,
  content: Buffer,
  filename: string,
  field = 'file',
) {
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(cookie ? { cookie } : {}) },
    payload: multipartBody(content, filename, field),
  });
}
