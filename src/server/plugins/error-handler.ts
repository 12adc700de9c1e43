import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/schemas/error';
import { AppError } from '../errors';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Turns every failure into the one error body; 5xx only for our own faults. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = { message: error.message, ...(error.code ? { code: error.code } : {}) };
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
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_500, code: 'internal' } satisfies ApiErrorBody);
  });
}

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
