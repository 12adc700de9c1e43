import { deletePushSubscription, pushKey, savePushSubscription } from '../../../lib/resources/push';

/**
 * Web Push on this device (issue 30): the browser's own push service, reached with the server's VAPID
 * key, so no third-party service sits between the app and the racer's phone.
 */

/** Browsers without PushManager (iOS Safari outside an installed app, say) get no toggle at all. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as PushManager.subscribe wants it: base64url text to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Why turning it on did not work, in the racer's words. */
export class PushRefused extends Error {}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) throw new PushRefused('Notifications need the installed app: reload this page and try again.');
  return found;
}

/** Whether this device is subscribed now. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

/** Asks the racer's permission, subscribes with the server's key and hands the subscription over. */
export async function turnPushOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushRefused(
      'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
    );
  }
  const reg = await registration();
  const { publicKey } = await pushKey();
  const subscription = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  try {
    await savePushSubscription({
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
  } catch (error) {
    // The server does not know it: a subscription it never pushes to would only mislead.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/** Unsubscribes this device, and tells the server to forget it. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
}
