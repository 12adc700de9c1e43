import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/schemas/error';
import { classifyDatabaseError, type DatabaseFault } from '../db/errors';
import { AppError } from '../errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Turns every failure into the one error body; 5xx only for our own faults. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.issues ? { issues: error.issues } : {}),
      };
      return reply.code(error.status).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      const body: ApiErrorBody = {
        message: issues[0]?.message ?? 'Invalid request',
        code: 'invalid_input',
        issues,
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-detected client mistakes: malformed JSON, wrong content type, body too large.
      return reply
        .code(status)
        .send({ message: clientMessage(error), code: error.code } satisfies ApiErrorBody);
    }
    const fault = classifyDatabaseError(error);
    if (fault) {
      const answer = DATABASE_ANSWERS[fault];
      request.log[answer.status === 404 ? 'info' : 'warn'](
        { err: error, fault },
        'database refused the request',
      );
      return reply
        .code(answer.status)
        .headers(answer.retryAfter ? { 'retry-after': answer.retryAfter } : {})
        .send({ message: answer.message, code: answer.code } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_500, code: 'internal' } satisfies ApiErrorBody);
  });
}

/** What a racer is told when the database, not their request, stood in the way. */
const DATABASE_ANSWERS: Record<
  DatabaseFault,
  { status: number; message: string; code: string; retryAfter?: string }
> = {
  unavailable: {
    status: 503,
    message: 'The database is unavailable right now. Nothing was changed; please try again in a moment.',
    code: 'db_unavailable',
    retryAfter: '5',
  },
  retryable: {
    status: 503,
    message: 'The server is busy with other changes to the same records. Please try again.',
    code: 'busy',
    retryAfter: '1',
  },
  'missing-reference': {
    status: 404,
    message: 'Not found: it was deleted while this request was on its way.',
    code: 'not_found',
  },
  duplicate: {
    status: 409,
    message: 'That was saved by another request at the same moment. Reload and try again.',
    code: 'conflict',
  },
  'storage-full': {
    status: 507,
    message: "The server's storage is full, so this was not saved. Please try again later.",
    code: 'storage_full',
  },
};

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message;
  }
}
