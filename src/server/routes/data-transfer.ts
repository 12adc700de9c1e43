import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importQuerySchema, importReportSchema } from '../../shared/schemas/data-transfer';
import { formatMegabytes } from '../../shared/storage-size';
import { openExport } from '../data-transfer/exporter';
import { importExport } from '../data-transfer/importer';
import { zipBytes } from '../data-transfer/read-export';
import { AppError } from '../errors';
import { racerOf } from '../plugins/auth';

/** An export holds at most the racer's quota of files; this leaves room for data.json and the zip's own bytes. */
const ROOM_FOR_DATA = 32 * 1024 * 1024;
/** Both routes are a racer's and heavy: they take a fair share of the instance (heavy/fair-share.ts). */
const HEAVY_RACER = { auth: 'racer', heavy: true } as const;
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

const today = () => new Date().toISOString().slice(0, 10);
/** Usernames are letters, digits and a few marks; anything else in a file name becomes `_`. */
const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/** Issue 19: all of a racer's data as one zip, and that zip imported into any account. */
export async function dataTransferRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bodyLimit = app.config.storageQuotaBytes + ROOM_FOR_DATA;
  const tooLarge = `This file is larger than an export can be (${formatMegabytes(bodyLimit)}).`;
  // Only this plugin's routes read raw bytes; everywhere else a body is JSON or multipart.
  app.addContentTypeParser(ZIP_TYPES, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  const exportSchema = { description: 'All of the racer’s data as a .zip (application/zip)' };
  r.get('/api/export', { config: HEAVY_RACER, schema: exportSchema }, async (request, reply) => {
    // Reading the records fails before the reply starts: the normal error answer.
    const { stream, username } = await openExport(app.db, racerOf(request).user.id);
    // Later (a file's bytes unreadable, the database gone) the status has been sent: Fastify
    // destroys the reply, so the browser sees a broken download, never a zip that looks whole.
    stream.once('error', (error) => {
      if (reply.raw.headersSent)
        request.log.error({ err: error }, 'export broke off after it began: the racer got an incomplete zip');
    });
    const name = `rc-setup-assistant-${fileNamePart(username)}-${today()}.zip`;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  r.post(
    '/api/import',
    {
      config: HEAVY_RACER,
      bodyLimit,
      // The body is the zip's bytes (application/zip), read and checked by readExport.
      schema: {
        description:
          'Send the .zip GET /api/export saved as the body (Content-Type: application/zip). ' +
          'dryRun=true reports what would be created, skipped or in conflict and writes nothing.',
        querystring: importQuerySchema,
        response: { 200: importReportSchema },
      },
      // A declared size over the limit is refused before a byte is read, with a message that says so.
      preParsing: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > bodyLimit)
          throw new AppError(413, tooLarge, 'body_too_large');
      },
    },
    async (request) => {
      const quotaBytes = app.config.storageQuotaBytes;
      // Unzipped and checked in a worker thread: a crafted zip costs that thread, not the server.
      const read = await app.heavy.readExport(zipBytes(request.body), quotaBytes, request.gone);
      return importExport(app.db, racerOf(request).user.id, read, {
        dryRun: request.query.dryRun,
        quotaBytes,
        limits: app.config.accountLimits,
      });
    },
  );
}
