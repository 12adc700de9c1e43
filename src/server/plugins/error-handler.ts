import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorAnswer, ApiErrorCode } from '../../shared/schemas/error';
import { classifyDatabaseError, type DatabaseFault } from '../db/errors';
import { AppError } from '../errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Turns every failure into the one error body; 5xx only for our own faults. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorAnswer = {
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
      const body: ApiErrorAnswer = {
        message: issues[0]?.message ?? 'Invalid request',
        code: 'invalid_input',
        issues,
      };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-detected client mistakes: malformed JSON, wrong content type, body too large.
      const { message, code } = clientMistake(error);
      return reply.code(status).send({ message, code } satisfies ApiErrorAnswer);
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
        .send({ message: answer.message, code: answer.code } satisfies ApiErrorAnswer);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_500, code: 'internal' } satisfies ApiErrorAnswer);
  });
}

/** What a racer is told when the database, not their request, stood in the way. */
const DATABASE_ANSWERS: Record<
  DatabaseFault,
  { status: number; message: string; code: ApiErrorCode; retryAfter?: string }
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

/**
 * Framework-detected mistakes keep Fastify's wording where it is plain, and get a code from our
 * list rather than Fastify's own (FST_ERR_…), so the codes a client can meet are one list.
 */
function clientMistake(error: FastifyError): { message: string; code: ApiErrorCode } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: 'The request body is not valid JSON', code: 'invalid_json' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Unsupported content type', code: 'unsupported_media_type' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'The request body is too large', code: 'body_too_large' };
    default:
      return { message: error.message, code: BY_STATUS[error.statusCode ?? 400] ?? 'bad_request' };
  }
}

const BY_STATUS: Partial<Record<number, ApiErrorCode>> = {
  404: 'not_found',
  413: 'body_too_large',
  415: 'unsupported_media_type',
};
