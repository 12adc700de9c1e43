import type { FastifyInstance } from 'fastify';
import { isDocsPage } from './openapi';

// DESIGN "Security". The values never vary, so they are built once rather than per request.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix injects <style> elements at run time, which a static nonce cannot cover.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The service worker and the web manifest (default-src covers both; said outright so a later
  // tightening of default-src cannot switch off the installable app unnoticed).
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The API docs page (Swagger UI, served from our own server) gets its own policy: the same
 * sources, but it may never be framed, send forms or start workers.
 * Its React sets inline styles, so style-src keeps 'unsafe-inline' as the app's does.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to await.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(HEADERS);
    if (isDocsPage(request.url)) reply.header('content-security-policy', DOCS_CSP);
    // HSTS only means something over HTTPS.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers are one racer's data, or depend on who asks: no shared proxy or browser cache
    // may keep one and hand it to someone else. A route that knows better sets its own.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}
