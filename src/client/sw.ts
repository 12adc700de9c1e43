/// <reference lib="webworker" />
/**
 * The app's service worker (built by vite-plugin-pwa's injectManifest; decisions in
 * docs/decisions/offline.md#installable-app-and-service-worker-issue-18-item-1).
 * What it does, and nothing else:
 * - precaches the app shell, every lazy route chunk, CSS and icons, and drops older builds' caches;
 * - answers page navigations from the network (the server's HTML preloads the route's chunks),
 *   falling back to the precached index.html offline or when the network hangs;
 * - keeps uploaded sheets and photos the racer opened in `rc-uploads`, cache-first, under a byte cap;
 * - never answers /api requests: no route matches them, so the page sees the network as it is
 *   and one racer's answers are never kept for another;
 * - shows a Web Push notice (issue 30) and opens its page on a tap (pwa/push-notice.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { byteCapPlugin } from './pwa/byte-cap-plugin';
import { UPLOADS_CACHE, UPLOADS_CACHE_MAX_BYTES } from './pwa/file-cache';
import { noticeFromPush, openNoticeUrl } from './pwa/push-notice';
import { renewSubscription } from './pwa/push-renewal';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** A connection at the pits can hang rather than fail; after this the shell answers instead. */
const NAVIGATION_TIMEOUT_MS = 4000;

// Navigations first: registered before the precache route, so `/` is not answered by the
// precached index.html (Workbox maps `/` to it) while the network can give the real page.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      const network = (async () => {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      })();
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
      const answer = await Promise.race([network.catch(() => undefined), timeout]);
      return answer ?? (await matchPrecache('/index.html')) ?? Response.error();
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({ cacheName: UPLOADS_CACHE, plugins: [byteCapPlugin(UPLOADS_CACHE_MAX_BYTES)] }),
);

self.addEventListener('activate', (event) => {
  // Starts the page's request while the worker boots, so network-first navigations wait less.
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

// The "Update available" toast's Reload (workbox-window's messageSkipWaiting): a new build only
// takes over when the racer asks, never in the middle of an edit.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A notice pushed while the app is closed (issue 30): every push shows one (userVisibleOnly).
self.addEventListener('push', (event) => {
  const notice = noticeFromPush(event.data, self.location.origin);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/icon-192.png',
      data: { url: notice.url },
      tag: notice.url,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNoticeUrl(self.clients, event.notification.data?.url, self.location.origin));
});

// The browser replaced the subscription: the server gets the new one, so notices keep coming.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewSubscription(
      self.registration.pushManager,
      event.oldSubscription,
      event.newSubscription,
      (url, init) => fetch(url, init),
    ),
  );
});

// The first install controls the open page at once, so chunks it loads later come from the precache.
clientsClaim();
