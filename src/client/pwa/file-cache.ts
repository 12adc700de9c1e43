/**
 * The service worker's cache of uploaded sheets and photos a racer opened (src/client/sw.ts).
 * It is one racer's files, so sign-out and account deletion clear it with clearOfflineFiles().
 */
export const UPLOADS_CACHE = 'rc-uploads';
/** 50 MB: see docs/decisions/offline.md#installable-app-and-service-worker-issue-18-item-1. */
export const UPLOADS_CACHE_MAX_BYTES = 50 * 1024 * 1024;

/** Deletes the cached uploads. Resolves quietly where the Cache API is missing (old browsers, http). */
export async function clearOfflineFiles(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(UPLOADS_CACHE);
}
