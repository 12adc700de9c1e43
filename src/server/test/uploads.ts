import type { FastifyInstance } from 'fastify';

/** The smallest valid file of each allowed type, by its magic bytes. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
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
