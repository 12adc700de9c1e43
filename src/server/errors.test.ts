import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../shared/schemas/error';
import { AppError, badRequest } from './errors';
import { call, createTestApp, DIALECTS, type TestApp } from './test/harness';

const SERVER = import.meta.dirname;

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('API error codes', () => {
  it('AppError takes only codes from the list', () => {
    // @ts-expect-error a misspelt code fails the type check
    expect(new AppError(400, 'x', 'bad_reqest').code).toBe('bad_reqest');
    // @ts-expect-error the helpers take only listed codes too
    expect(badRequest('x', 'wrong-password').status).toBe(400);
  });

  it('lists each code once, and only codes the server sends', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    const source = serverSources(SERVER)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = API_ERROR_CODES.filter((code) => !source.includes(`'${code}'`));
    expect(unused, 'codes no server code sends').toEqual([]);
  });
});

describe.each(DIALECTS)('framework refusals carry listed codes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ['broken JSON', 'application/json', '{"email":', 400, 'invalid_json'],
    ['an unknown content type', 'text/csv', 'a,b', 415, 'unsupported_media_type'],
  ])('%s', async (_what, type, payload, status, code) => {
    const res = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('a body past the limit', async () => {
    const res = await call(t.app, undefined, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large', code: 'body_too_large' });
  });
});
