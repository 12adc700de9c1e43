import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

/**
 * Serves the built single-page app, and index.html for any other page route so the client
 * router can answer it (its own 404 screen included). API misses stay JSON 404s.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const hasClient = !!clientDir && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir as string),
      wildcard: false,
      index: false,
      // scripts/build.mjs writes .br and .gz beside each asset; the browser's Accept-Encoding picks.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default (max-age=0) would override it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/');
    if (!hasClient || !isPage) throw notFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
