import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';
import { PDF_BYTES, uploadFile } from '../test/uploads';

/**
 * The editor's "Save as new" writes the form as a new setup (POST), naming the original's file, or
 * a file uploaded and not yet saved: several of one racer's setups may name one upload, and it stays
 * until the last of them lets go of it. (DESIGN: "Save as new" in
 * docs/decisions/setups-and-history.md#the-editor-that-keeps-every-edit-the-read-view-and-save-as-new-issue-14.)
 */
describe.each(DIALECTS)('save as new: a new setup naming the file of another (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
    other = (await registerRacer(t.app)).cookie;
  });
  afterAll(() => t.close());

  const send = (cookie: string, method: 'POST' | 'GET' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    call(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

  async function sheetWithFile(kind: 'setup-sheets' | 'esc-setups', extra: object = {}) {
    const fileUrl = (await uploadFile(t.app, me, PDF_BYTES, 'sheet.pdf')).json().url as string;
    const file = { fileUrl, fileType: 'application/pdf', fileName: 'sheet.pdf' };
    const original = (
      await send(me, 'POST', `/api/${kind}`, { name: 'Club race', ...file, ...extra })
    ).json();
    const copy = await send(me, 'POST', `/api/${kind}`, {
      name: 'Club race (copy)',
      notes: 'Softer',
      ...file,
      ...extra,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    return { fileUrl, original, copy: copy.json() };
  }

  it.each([
    ['setup-sheets', {}],
    ['esc-setups', { escMake: 'Tekin', escModel: 'RX8' }],
  ] as const)(
    '%s: the copy keeps the file after the original goes, and the file goes with the last',
    async (kind, extra) => {
      const { fileUrl, original, copy } = await sheetWithFile(kind, extra);
      expect(copy).toMatchObject({ fileUrl, name: 'Club race (copy)', notes: 'Softer' });
      expect(
        (await send(me, 'GET', `/api/${kind}`)).json().find((s: { id: number }) => s.id === original.id),
      ).toMatchObject({
        name: 'Club race',
        notes: null,
      });

      expect((await send(me, 'DELETE', `/api/${kind}/${original.id}`)).statusCode).toBe(204);
      const kept = await send(me, 'GET', fileUrl);
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(PDF_BYTES)).toBe(true);

      expect((await send(me, 'DELETE', `/api/${kind}/${copy.id}`)).statusCode).toBe(204);
      expect((await send(me, 'GET', fileUrl)).statusCode).toBe(404);
    },
  );

  it('replacing the file on one leaves the other its file', async () => {
    const { fileUrl, original, copy } = await sheetWithFile('setup-sheets');
    const replaced = await send(me, 'PUT', `/api/setup-sheets/${original.id}`, { fileUrl: null });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await send(me, 'GET', fileUrl)).statusCode).toBe(200);
    expect(
      (await send(me, 'GET', '/api/setup-sheets')).json().find((s: { id: number }) => s.id === copy.id)
        .fileUrl,
    ).toBe(fileUrl);
  });

  it("another racer's file cannot be named", async () => {
    const { fileUrl } = await sheetWithFile('setup-sheets');
    const res = await send(other, 'POST', '/api/setup-sheets', { name: 'Mine now', fileUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload the file first');
  });
});
