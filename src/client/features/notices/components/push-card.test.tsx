import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, session, TEST_USER } from '../../../test/utils';
import { keyBytes } from '../lib/push-subscription';

// A real VAPID public key is 65 bytes, base64url without padding.
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser that can push: Notification, PushManager and a service worker registration with one. */
function fakePushBrowser(permission: NotificationPermission) {
  let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null =
    null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: 'https://push.example/send/abc',
      toJSON: () => ({ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p256', auth: 'auth1' } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return subscription;
  });
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { requestPermission });
  vi.stubGlobal('PushManager', class {});
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, requestPermission, current: () => subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notify me on this device', () => {
  it('is not offered where the browser has no PushManager', async () => {
    mockApi(session(TEST_USER));
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Account Settings', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Notify me on this device')).not.toBeInTheDocument();
  });

  it('asks permission, subscribes with the server’s key and hands the subscription over; off undoes both', async () => {
    const browser = fakePushBrowser('granted');
    const sent: Array<[string, unknown]> = [];
    mockApi({
      ...session(TEST_USER),
      'GET /api/push/key': () => [200, { publicKey: PUBLIC_KEY }],
      'POST /api/push/subscriptions': (body) => {
        sent.push(['POST', body]);
        return [204];
      },
      'DELETE /api/push/subscriptions': (body) => {
        sent.push(['DELETE', body]);
        return [204];
      },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const toggle = await screen.findByLabelText('Notify me on this device');
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('This device will notify you')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(keyBytes(PUBLIC_KEY));
    expect(sent).toEqual([
      ['POST', { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p256', auth: 'auth1' } }],
    ]);

    await user.click(toggle);
    expect(await screen.findByText('This device will not notify you')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(browser.current()).toBeNull();
    expect(sent[1]).toEqual(['DELETE', { endpoint: 'https://push.example/send/abc' }]);
  });

  it('says how to allow notifications when the racer blocked them, and subscribes nothing', async () => {
    const browser = fakePushBrowser('denied');
    mockApi(session(TEST_USER));
    const user = userEvent.setup();
    renderApp('/settings');
    const toggle = await screen.findByLabelText('Notify me on this device');
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
    );
    expect(toggle).not.toBeChecked();
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('drops the browser’s subscription when the server refuses it', async () => {
    const browser = fakePushBrowser('granted');
    mockApi({
      ...session(TEST_USER),
      'GET /api/push/key': () => [200, { publicKey: PUBLIC_KEY }],
      'POST /api/push/subscriptions': () => [400, { message: 'Push endpoints are web addresses' }],
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const toggle = await screen.findByLabelText('Notify me on this device');
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Push endpoints are web addresses');
    expect(toggle).not.toBeChecked();
    expect(browser.current()).toBeNull();
  });
});

describe('keyBytes', () => {
  it('turns a base64url VAPID key into its 65 bytes', () => {
    const bytes = keyBytes(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(keyBytes('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
  });
});
