import { describe, expect, it } from 'vitest';
import { byteCapPlugin, trimCache } from './byte-cap-plugin';

/** A Cache API stand-in holding entries in insertion order, as the real one does. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async match(request: Request) {
    return this.entries.get(request.url)?.clone();
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
  put(url: string, bytes: number, headers: Record<string, string> = { 'content-length': String(bytes) }) {
    this.entries.set(`http://rc.test/uploads/${url}`, new Response(new Uint8Array(bytes), { headers }));
  }
  names() {
    return [...this.entries.keys()].map((url) => url.split('/').pop());
  }
}

const KB = 1024;

describe('the byte cap on cached uploads', () => {
  it('deletes the oldest entries until the total fits', async () => {
    const cache = new MemoryCache();
    cache.put('a.jpg', 40 * KB);
    cache.put('b.pdf', 30 * KB);
    cache.put('c.png', 20 * KB);
    cache.put('d.jpg', 25 * KB);
    await trimCache(cache as unknown as Cache, 70 * KB);
    expect(cache.names()).toEqual(['c.png', 'd.jpg']);
  });

  it('leaves a cache under the cap alone, and measures bodies without a Content-Length', async () => {
    const cache = new MemoryCache();
    cache.put('a.jpg', 10 * KB, {});
    cache.put('b.jpg', 10 * KB, {});
    await trimCache(cache as unknown as Cache, 20 * KB);
    expect(cache.names()).toEqual(['a.jpg', 'b.jpg']);
    await trimCache(cache as unknown as Cache, 15 * KB);
    expect(cache.names()).toEqual(['b.jpg']);
  });

  it('keeps only whole 200 answers no bigger than the cap', async () => {
    const plugin = byteCapPlugin(100, {} as CacheStorage);
    const willUpdate = plugin.cacheWillUpdate as (p: { response: Response }) => Promise<Response | null>;
    const ok = new Response('x', { status: 200, headers: { 'content-length': '1' } });
    expect(await willUpdate({ response: ok })).toBe(ok);
    for (const response of [
      new Response('x', { status: 206 }),
      new Response('missing', { status: 404 }),
      new Response(new Uint8Array(101), { status: 200, headers: { 'content-length': '101' } }),
    ]) {
      expect(await willUpdate({ response })).toBeNull();
    }
  });

  it('trims the cache it just wrote to', async () => {
    const cache = new MemoryCache();
    cache.put('a.jpg', 80);
    cache.put('b.jpg', 80);
    const storage = { open: async (name: string) => (name === 'rc-uploads' ? cache : undefined) };
    const plugin = byteCapPlugin(100, storage as unknown as CacheStorage);
    const didUpdate = plugin.cacheDidUpdate as (p: { cacheName: string }) => Promise<void>;
    await didUpdate({ cacheName: 'rc-uploads' });
    expect(cache.names()).toEqual(['b.jpg']);
  });
});
