import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache';

const json = (n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, id) => ({ id, name: `Sheet ${id}` })));

describe('AnswerCache', () => {
  it('loads once per revision and again when the revision moves', async () => {
    const cache = new AnswerCache(1 << 20);
    const load = vi.fn(async () => json(3));
    await cache.get('1:cars', 4, load, 'identity');
    await cache.get('1:cars', 4, load, 'identity');
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('1:cars', 5, load, 'identity');
    expect(load).toHaveBeenCalledTimes(2);
    // An older revision is never served from a newer entry either.
    await cache.get('1:cars', 4, load, 'identity');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads once for 50 simultaneous misses of one key and revision', async () => {
    const cache = new AnswerCache(1 << 20);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(async () => {
      await gate;
      return json(3);
    });
    const readers = Array.from({ length: 50 }, () => cache.get('public:q=clay', 7, load, 'identity'));
    release();
    const answers = await Promise.all(readers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // A reader of a newer revision does not wait for, or take, the older load.
    await cache.get('public:q=clay', 8, async () => json(4), 'identity');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the next reader load again after a load failed', async () => {
    const cache = new AnswerCache(1 << 20);
    await expect(
      cache.get('k', 1, () => Promise.reject(new Error('database away')), 'identity'),
    ).rejects.toThrow();
    expect((await cache.get('k', 1, async () => '["ok"]', 'identity')).body.toString()).toBe('["ok"]');
  });

  it('keeps keys apart', async () => {
    const cache = new AnswerCache(1 << 20);
    const a = await cache.get('1:cars', 0, async () => '["a"]', 'identity');
    const b = await cache.get('2:cars', 0, async () => '["b"]', 'identity');
    const c = await cache.get('1:transponders', 0, async () => '["c"]', 'identity');
    expect([a, b, c].map((r) => r.body.toString())).toEqual(['["a"]', '["b"]', '["c"]']);
  });

  it('compresses once per encoding, to bytes that decode to the same answer', async () => {
    const cache = new AnswerCache(1 << 20);
    const body = json(200);
    const br = await cache.get('1:setup-sheets', 0, async () => body, 'br');
    const gzip = await cache.get('1:setup-sheets', 0, async () => body, 'gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(body);
    expect(gunzipSync(gzip.body).toString()).toBe(body);
    expect(br.body.length).toBeLessThan(body.length / 4);
    expect((await cache.get('1:setup-sheets', 0, async () => body, 'br')).body).toBe(br.body);
    expect(cache.size).toBe(Buffer.byteLength(body) + br.body.length + gzip.body.length);
  });

  it('sends small answers uncompressed whatever the client accepts', async () => {
    const cache = new AnswerCache(1 << 20);
    const answer = await cache.get('1:cars', 0, async () => '[]', 'br');
    expect(answer).toEqual({ body: Buffer.from('[]'), encoding: 'identity', headers: {} });
  });

  it('drops the least recently used answers beyond its size, and never keeps one that alone is too big', async () => {
    const body = json(10); // ~250 bytes, under the compression threshold
    const size = Buffer.byteLength(body);
    const cache = new AnswerCache(size * 2);
    const load = vi.fn(async () => body);
    const get = (userId: number) => cache.get(`${userId}:cars`, 0, load, 'identity');
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recently used
    await get(3); // evicts 2
    expect(cache.size).toBe(size * 2);
    load.mockClear();
    await get(1);
    await get(3);
    expect(load).not.toHaveBeenCalled();
    await get(2);
    expect(load).toHaveBeenCalledTimes(1);

    const tiny = new AnswerCache(size - 1);
    await tiny.get('1:cars', 0, load, 'identity');
    expect(tiny.size).toBe(0);
  });
});
