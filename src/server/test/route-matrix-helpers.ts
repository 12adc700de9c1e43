import type { InjectOptions } from 'fastify';
import type { Expected, MatrixCase, Owned } from './route-matrix';

/** How the authorization matrix's cases are written (route-matrix-cases.ts). */

/** A racer-only route: visitors 401, another racer `other` (404 for the owner's ids). */
export const racer = (
  route: string,
  request: (o: Owned) => InjectOptions,
  owner: Expected,
  other: Expected = 404,
): MatrixCase => ({ route, request, visitor: 401, other, owner });

/** A route anyone may call, with the same answer for each. */
export const anyone = (route: string, request: (o: Owned) => InjectOptions, status = 200): MatrixCase => ({
  route,
  request,
  visitor: status,
  other: status,
  owner: status,
});

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const to = (method: Method, url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
export const get = (url: string) => to('GET', url);
