import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../shared/constants/limits';
import { fileCheckResponseSchema, uploadResponseSchema } from '../../shared/schemas/upload';
import { AppError, badRequest, notFound } from '../errors';
import { racerOf } from '../plugins/auth';
import { fileExists, readFile, saveUpload } from '../services/files';

const nameParams = z.object({ name: z.string().max(300) });
const TOO_LARGE = 'The maximum file size is 5MB';

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

  const serve = { config: { auth: 'optional' as const }, schema: { params: nameParams } };
  r.get('/uploads/:name', serve, async (request, reply) => {
    const file = await readFile(app.db, request.auth?.user.id ?? null, request.params.name);
    if (!file) throw notFound('File not found');
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .send(Buffer.from(file.content));
  });

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
