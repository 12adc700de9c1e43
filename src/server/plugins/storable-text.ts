import type { FastifyInstance } from 'fastify';
import { findUnstorableText } from '../../shared/storable-text';
import { AppError } from '../errors';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * One rule for text on both databases (shared/storable-text.ts), applied to every path
 * parameter, query and JSON body before any route sees it: a refused character is a 400 that
 * names the field, on SQLite exactly as on PostgreSQL, and nothing is written.
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of PARTS) {
      const found = findUnstorableText(request[part]);
      if (!found) continue;
      // The SPA fallback's wildcard parameter is the address itself.
      const field = found.path.length > 0 ? found.path.join('.').replace(/^\*$/, 'The address') : part;
      const message = `${field} contains a character that cannot be saved (${found.character}). Remove it and try again.`;
      throw new AppError(400, message, 'invalid_text', {}, [{ path: found.path, message }]);
    }
  });
}
