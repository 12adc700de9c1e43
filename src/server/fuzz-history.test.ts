import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { refusalCheck } from './test/fuzz-check';
import { bodyFrom, hostileText, idSegment, percentEncode } from './test/fuzz-inputs';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from './test/harness';

/**
 * Setup history and compare (issue 15) under arbitrary input: never 5xx, and a refusal writes
 * nothing (test/fuzz-check.ts), on both databases.
 */
describe.each(DIALECTS)('fuzzing history and compare (%s)', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let sheet = 0;
  let esc = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await registerRacer(t.app)).cookie;
    const post = (url: string, payload: object) => call(t.app, cookie, { method: 'POST', url, payload });
    sheet = (await post('/api/setup-sheets', { name: 'Base', rearSpring: 'Blue' })).json().id;
    esc = (await post('/api/esc-setups', { name: 'Base', escMake: 'Tekin', escModel: 'RX8' })).json().id;
  });
  afterAll(() => t.close());

  const check = refusalCheck(
    () => t,
    () => cookie,
  );
  // A header carries printable ASCII as sent; anything else percent-encoded (a header cannot hold it).
  const headerSafe = (v: string) => (/^[\x20-\x7e]*$/.test(v) ? v : percentEncode(v));
  const text = fc.oneof(fc.string({ maxLength: 40 }), hostileText, fc.integer().map(String));

  it('PATCH a version with arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        idSegment(() => sheet),
        bodyFrom({ note: 'Better', outcome: 'better' }),
        (id, body) =>
          check({ method: 'PATCH', url: `/api/setup-sheets/${id}/versions/1`, payload: body as object }),
      ),
      { numRuns: 40 },
    );
  });

  it('saves with arbitrary reasons, sources and If-Match headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyFrom({ rearSpring: 'Silver', changeNote: 'Loose on exit', changeSource: 'compare' }),
        fc.option(fc.oneof(text, fc.constantFrom('"1"', 'W/"2"', '*', '"99"', '""')), { nil: undefined }),
        (body, ifMatch) =>
          check({
            method: 'PUT',
            url: `/api/esc-setups/${esc}`,
            payload: body as object,
            headers: ifMatch === undefined ? {} : { 'if-match': headerSafe(ifMatch) },
          }),
      ),
      { numRuns: 40 },
    );
  });

  it('arbitrary versions to read and restore', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST'),
        fc.constantFrom(`/api/setup-sheets/${sheet}`, `/api/esc-setups/${esc}`),
        fc.oneof(text.map(percentEncode), fc.integer({ min: -5, max: 2 ** 40 }).map(String)),
        (method, base, version) =>
          check({
            method: method as 'GET' | 'POST',
            url: method === 'GET' ? `${base}/versions/${version}` : `${base}/versions/${version}/restore`,
          }),
      ),
      { numRuns: 60 },
    );
  });

  it('arbitrary compare queries', async () => {
    const ref = fc.oneof(
      text,
      fc.constantFrom(`${sheet}`, `${sheet}@1`, `${esc}`, 'public:1', '0', '1@0', 'public:', '@', ','),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.oneof(text, fc.constantFrom('setup-sheet', 'esc-setup')), { nil: undefined }),
        fc.array(ref, { maxLength: 6 }),
        (kind, refs) => {
          const query = new URLSearchParams({
            ...(kind === undefined ? {} : { kind }),
            refs: refs.join(','),
          });
          return check({ method: 'GET', url: `/api/compare?${query.toString()}` });
        },
      ),
      { numRuns: 60 },
    );
  });
});
