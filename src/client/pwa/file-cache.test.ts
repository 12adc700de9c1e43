import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineFiles, UPLOADS_CACHE } from './file-cache';

describe('clearOfflineFiles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the worker's uploads cache", async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await clearOfflineFiles();
    expect(remove).toHaveBeenCalledWith('rc-uploads');
    expect(UPLOADS_CACHE).toBe('rc-uploads');
  });

  it('does nothing where the browser has no Cache API', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearOfflineFiles()).resolves.toBeUndefined();
  });
});
