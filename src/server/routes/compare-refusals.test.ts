import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, SHARE_DETAILS, type TestApp } from '../test/harness';

/** Compare refuses (issue 15): 400 for a request it cannot read, 404 for any setup not the caller's to see. */
describe.each(DIALECTS)('compare refusals (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let mine: number;
  let myEsc: number;
  let myPrivate: number;
  let theirs: number;
  let shared: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
    const them = (await registerRacer(t.app)).cookie;
    const create = async (cookie: string, url: string, payload: object) =>
      (await call(t.app, cookie, { method: 'POST', url, payload })).json().id as number;
    mine = await create(me, '/api/setup-sheets', { name: 'Mine', rearSpring: 'Blue' });
    myPrivate = await create(me, '/api/setup-sheets', { name: 'Private', rearSpring: 'Red' });
    theirs = await create(them, '/api/setup-sheets', { name: 'Theirs' });
    shared = await create(them, '/api/setup-sheets', { name: 'Shared', ...SHARE_DETAILS });
    // An ESC setup whose id no sheet has, so asking for it as a sheet is asking for nothing.
    const sheets = [mine, myPrivate, theirs, shared];
    do myEsc = await create(me, '/api/esc-setups', { name: 'ESC', escMake: 'Tekin', escModel: 'RX8' });
    while (sheets.includes(myEsc));
  });
  afterAll(() => t.close());

  const ask = (cookie: string | undefined, query: string) =>
    call(t.app, cookie, { method: 'GET', url: `/api/compare?${query}` });
  const get = (query: string) => ask(me, query);

  it.each([
    ['one ref', () => `kind=setup-sheet&refs=${mine}`, /Choose 2 to 4 setups/],
    ['five refs', () => `kind=setup-sheet&refs=${Array(5).fill(mine).join(',')}`, /Choose 2 to 4 setups/],
    ['a malformed ref', () => `kind=setup-sheet&refs=${mine},12@x`, /"12@x" is not a setup/],
    ['a ref of zero', () => `kind=setup-sheet&refs=${mine},0`, /"0" is not a setup/],
    ['a bad kind', () => `kind=car&refs=${mine},${mine}`, /kind must be setup-sheet or esc-setup/],
    ['no refs', () => 'kind=setup-sheet', /Choose 2 to 4 setups/],
    ['no kind', () => `refs=${mine},${mine}`, /kind must be/],
  ])('400 for %s, with a clear message', async (_what, query, message) => {
    const res = await get(query());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it.each([
    ['an unknown id', () => '999999', () => 'Setup 999999 not found'],
    ["another racer's id", () => String(theirs), () => `Setup ${theirs} not found`],
    ["another racer's id at a version", () => `${theirs}@1`, () => `Setup ${theirs}@1 not found`],
    ['an unknown version', () => `${mine}@9`, () => `Setup ${mine}@9 not found`],
    ['public: of a private sheet', () => `public:${myPrivate}`, () => `Setup public:${myPrivate} not found`],
    ['public: of an unknown id', () => 'public:999999', () => 'Setup public:999999 not found'],
    ['an ESC setup asked for as a sheet', () => String(myEsc), () => `Setup ${myEsc} not found`],
  ])('404 for the whole request for %s', async (_what, ref, message) => {
    const res = await get(`kind=setup-sheet&refs=${mine},public:${shared},${ref()}`);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: message() });
  });

  it('404 for public: with kind esc-setup: only setup sheets are shared', async () => {
    const res = await get(`kind=esc-setup&refs=${myEsc},public:${shared}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Setup public:${shared} not found`);
  });

  it('404 for my own ref when signed out, 200 for community ones', async () => {
    const own = await ask(undefined, `kind=setup-sheet&refs=${mine},public:${shared}`);
    expect(own.statusCode).toBe(404);
    expect(own.json().message).toBe(`Setup ${mine} not found`);
    expect((await ask(undefined, `kind=setup-sheet&refs=public:${shared},public:${shared}`)).statusCode).toBe(
      200,
    );
  });

  it('names the first ref refused, in the order asked', async () => {
    const res = await get(`kind=setup-sheet&refs=${theirs},999999`);
    expect(res.json().message).toBe(`Setup ${theirs} not found`);
  });
});
