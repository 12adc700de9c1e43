import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/error';
import { declareScopeAuth, type RouteAuth, SESSION_COOKIE } from './auth';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The docs page and its assets (a request URL or a route's), which get their own CSP. */
export const isDocsPage = (url: string) => /^\/api\/docs(?:[/?]|$)/.test(url);

/**
 * The routes the document leaves out on purpose: the built client's files (pages, not API) and
 * the docs page with its own assets. Everything else under /api and /uploads is documented.
 */
export function isDocumented(url: string): boolean {
  if (isDocsPage(url)) return false;
  return url.startsWith('/api/') || url.startsWith('/uploads/');
}

const SESSION_SCHEME = 'session';
const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

// What each declaration means for a client: OpenAPI's `security` (an empty entry = no session needed).
const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  racer: [{ [SESSION_SCHEME]: [] }],
  optional: [{}, { [SESSION_SCHEME]: [] }],
  public: [],
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

// A route that declares no answer schema answers nothing (204), a file, or this document.
const UNDESCRIBED = {
  description: 'Success: no JSON body described (empty, a file or a document)',
  type: 'null',
};

const zodTransform = createJsonSchemaTransform({});
type TransformInput = Parameters<typeof zodTransform>[0];

/** The zod schemas as JSON Schema, plus what every route shares: its auth, tag and error shape. */
function transform(input: TransformInput) {
  if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
  const { url, schema = {} } = zodTransform(input);
  const auth = input.route.config?.auth ?? 'public';
  const response = (schema.response ?? {}) as Record<string, unknown>;
  return {
    url,
    schema: {
      ...schema,
      // /api/cars/:id → "cars"; /uploads/* → "uploads": the docs page groups by it.
      tags: [url.split('/')[url.startsWith('/api/') ? 2 : 1] ?? 'api'],
      security: SECURITY[auth],
      response: {
        ...(Object.keys(response).length > 0 ? response : { '2XX': UNDESCRIBED }),
        '4XX': errorAnswer('Refused: the shared error shape (`code` says why)'),
        '5XX': errorAnswer('Our side or the database failed: the shared error shape'),
      },
    },
  };
}

function errorComponent() {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiErrorSchema) as Record<string, unknown>;
  return schema;
}

/**
 * OpenAPI 3.1 from the routes' zod schemas (@fastify/swagger collects routes as they register,
 * so this goes before them), served at /api/openapi.json, and Swagger UI at /api/docs with its
 * assets from our own server. The document is built on its first request, not at boot.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RC Setup Assistant API',
        version: '1.0.0',
        description:
          'Fleet, transponders, tyre sets, setup sheets, ESC setups, runs and tuning for RC racers. ' +
          'Sign in with POST /api/login; the session cookie then authorizes the racer routes. ' +
          'Writes from a browser need a same-origin Origin header.',
      },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
        schemas: { ApiError: errorComponent() },
      },
    },
    transform,
  });

  app.get(OPENAPI_URL, { config: { auth: 'public' } }, async () => app.swagger());

  await app.register(async (scope) => {
    declareScopeAuth(scope, 'public');
    await scope.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: 'RC Setup Assistant API' },
      // No validatorUrl: left unset, Swagger UI sends the document to no outside validator.
      uiConfig: { deepLinking: true, tryItOutEnabled: false },
    });
  });
}
