/**
 * The service worker's side of Web Push (issue 30), kept out of sw.ts so it can be tested: what a
 * push shows, and the page a tap on it opens.
 */

export interface PushNotice {
  title: string;
  body: string;
  /** A page of this app (same origin, path and query only); '/notices' when the push names none. */
  url: string;
}

const FALLBACK: PushNotice = { title: 'RC Setup Assistant', body: 'Something new arrived.', url: '/notices' };

/** Only a page of this app: a push naming another site opens the notices instead. */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return FALLBACK.url;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : FALLBACK.url;
  } catch {
    return FALLBACK.url;
  }
}

/** The push's JSON {title, body, url}; anything else still shows a notice (the browser requires one). */
export function noticeFromPush(data: { json(): unknown } | null | undefined, origin: string): PushNotice {
  let payload: unknown;
  try {
    payload = data?.json();
  } catch {
    payload = undefined;
  }
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  return {
    title: typeof p.title === 'string' && p.title.trim() ? p.title : FALLBACK.title,
    body: typeof p.body === 'string' ? p.body : FALLBACK.body,
    url: sameOriginPath(p.url, origin),
  };
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** A tap: the app's window already on that page is focused, else an open one goes there, else a new one. */
export async function openNoticeUrl(clients: ClientsLike, url: unknown, origin: string): Promise<void> {
  const path = sameOriginPath(url, origin);
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((w) => w.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const any = windows.find((w) => new URL(w.url).origin === origin);
  if (any?.navigate) {
    await any.focus();
    await any.navigate(target);
    return;
  }
  await clients.openWindow(target);
}
