import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { SIGNED_IN_HINT_COOKIE } from './auth';
import { loadPageHtml } from './route-preloads';

/**
 * Serves the built single-page app, and index.html for any other page route so the client
 * router can answer it (its own 404 screen included). API misses stay JSON 404s.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const hasClient = !!clientDir && existsSync(path.join(clientDir, 'index.html'));
  const pages = hasClient ? loadPageHtml(clientDir as string) : undefined;
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
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (/favicon.ico, an old asset) is a 404, not the app's HTML under a wrong type.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeFile &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/uploads/');
    if (!pages || !isPage) throw notFound();
    // `/` preloads the dashboard for a browser that holds a session (route-preloads.ts).
    const signedIn = request.cookies?.[SIGNED_IN_HINT_COOKIE] !== undefined;
    if (pathname === '/') reply.header('vary', 'cookie');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pages.forPath(pathname, signedIn));
  });
}
