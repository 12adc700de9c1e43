import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../shared/constants/limits';
import {
  fileCheckResponseSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from '../../shared/schemas/upload';
import { AppError, badRequest, notFound } from '../errors';
import { racerOf } from '../plugins/auth';
import { saveUpload } from '../services/files';
import { fileExists, uploadBytes, uploadToServe } from '../services/upload-reads';

const nameParams = z.object({ name: z.string().max(300) });
const TOO_LARGE = 'The maximum file size is 5MB';

/**
 * Whether If-None-Match names this ETag (RFC 9110 §13.1.2: weak comparison, so a `W/` the
 * browser or a proxy added still matches; `*` matches any file that is there).
 */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const servedHeaders = (etag: string) => ({
  etag,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // The browser keeps the file but asks each time (a 304 costs no bytes); `private` keeps shared
  // caches from holding a racer's private photo.
  'cache-control': 'private, no-cache',
});

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  // The size limit is enforced by the parser while the bytes stream in: an oversized file is cut
  // off at 5 MiB and refused, never held whole in memory.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  const upload = { config: { auth: 'racer' as const }, schema: { response: { 201: uploadResponseSchema } } };
  r.post('/api/upload', upload, async (request, reply) => {
    const session = racerOf(request);
    if (!request.isMultipart())
      throw new AppError(415, 'Send the file as multipart/form-data', 'not_multipart');
    let part: Awaited<ReturnType<typeof request.file>>;
    let content: Buffer;
    try {
      part = await request.file();
      if (part?.fieldname !== 'file') throw badRequest('Choose a file to upload', 'no_file');
      content = await part.toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(413, TOO_LARGE, 'file_too_large');
      }
      // Everything else the parser meets is the body's own fault: no boundary, a cut-off part.
      request.log.info({ err: error }, 'malformed upload');
      throw badRequest(
        'The upload was cut off or malformed. Please choose the file and try again.',
        'bad_upload',
      );
    }
    const saved = await saveUpload(
      app.db,
      session.user.id,
      content,
      part.filename,
      app.config.storageQuotaBytes,
    );
    return reply.code(201).send(saved);
  });

  r.get(
    '/uploads/:name',
    { config: { auth: 'optional' }, schema: { params: nameParams, querystring: uploadQuerySchema } },
    async (request, reply) => {
      // Visibility first: someone who may not see the file gets 404, never a 304 that would
      // confirm an ETag they guessed or kept.
      const upload = await uploadToServe(
        app.db,
        request.auth?.user.id ?? null,
        request.params.name,
        request.query,
      );
      if (!upload) throw notFound('File not found');
      if (notModified(request.headers['if-none-match'], upload.etag))
        return reply.code(304).headers(servedHeaders(upload.etag)).send();
      const bytes = await uploadBytes(app.db, upload);
      if (!bytes) throw notFound('File not found');
      return reply
        .headers(servedHeaders(bytes.etag))
        .header('content-type', upload.mimeType)
        .header('content-length', String(bytes.content.length))
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(upload.downloadName)}`)
        .send(bytes.content);
    },
  );

  r.get(
    '/api/files/check/:name',
    {
      config: { auth: 'optional' },
      schema: { params: nameParams, response: { 200: fileCheckResponseSchema } },
    },
    async (request) => ({
      exists: await fileExists(app.db, request.auth?.user.id ?? null, request.params.name),
    }),
  );
}
