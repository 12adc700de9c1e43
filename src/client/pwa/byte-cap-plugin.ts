import type { WorkboxPlugin } from 'workbox-core';

/**
 * Workbox's ExpirationPlugin caps a cache by entries, not bytes, and an upload can be a 30 KB
 * photo or a 10 MB scanned sheet. This plugin holds a runtime cache under `maxBytes`: after each
 * write it adds up the entries (Content-Length, else the body's size) and deletes the oldest
 * first until the total fits. Only complete 200 answers are kept (no 206 ranges, no errors), and
 * never one bigger than the whole cap.
 */
export function byteCapPlugin(maxBytes: number, caches: CacheStorage = globalThis.caches): WorkboxPlugin {
  return {
    async cacheWillUpdate({ response }) {
      if (response.status !== 200) return null;
      const length = Number(response.headers.get('content-length'));
      return length > maxBytes ? null : response;
    },
    async cacheDidUpdate({ cacheName }) {
      await trimCache(await caches.open(cacheName), maxBytes);
    },
  };
}

async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
}

/** Deletes entries oldest first (Cache API keys come in insertion order) until the total fits. */
export async function trimCache(cache: Cache, maxBytes: number): Promise<void> {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map(async (key) => sizeOf(await cache.match(key))));
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; i < keys.length && total > maxBytes; i++) {
    await cache.delete(keys[i] as Request);
    total -= sizes[i] as number;
  }
}
