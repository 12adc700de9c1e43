import { describe, expect, it, vi } from 'vitest';
import { renewSubscription } from './push-renewal';

const subscription = (endpoint: string, key?: ArrayBuffer) => ({
  endpoint,
  options: { applicationServerKey: key ?? null, userVisibleOnly: true },
  toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
});

function recorder(ok = true) {
  const calls: Array<[string, unknown]> = [];
  const fetcher = vi.fn(async (_url: string, init: RequestInit) => {
    calls.push([String(init.method), JSON.parse(String(init.body))]);
    return { ok };
  });
  return { calls, fetcher };
}

describe('a push subscription the browser replaced', () => {
  it('hands the browser’s new subscription over and has the old one forgotten', async () => {
    const { calls, fetcher } = recorder();
    const pushManager = { subscribe: vi.fn() };
    const ok = await renewSubscription(
      pushManager,
      subscription('https://push.example/old'),
      subscription('https://push.example/new'),
      fetcher,
    );
    expect(ok).toBe(true);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([
      ['POST', { endpoint: 'https://push.example/new', keys: { p256dh: 'p', auth: 'a' } }],
      ['DELETE', { endpoint: 'https://push.example/old' }],
    ]);
    expect(fetcher.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('subscribes again with the old key when the browser gave no new subscription', async () => {
    const { calls, fetcher } = recorder();
    const key = new Uint8Array([4, 1, 2]).buffer;
    const pushManager = { subscribe: vi.fn(async () => subscription('https://push.example/again')) };
    expect(
      await renewSubscription(pushManager, subscription('https://push.example/old', key), null, fetcher),
    ).toBe(true);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: key });
    expect(calls.map(([method]) => method)).toEqual(['POST', 'DELETE']);
  });

  it('does nothing without a key to subscribe with, and never throws', async () => {
    const { calls, fetcher } = recorder();
    expect(await renewSubscription({ subscribe: vi.fn() }, null, null, fetcher)).toBe(false);
    expect(calls).toEqual([]);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await renewSubscription(
        { subscribe: vi.fn() },
        null,
        subscription('https://push.example/new'),
        failing,
      ),
    ).toBe(false);
    // Signed out (401): the server did not take it.
    expect(
      await renewSubscription(
        { subscribe: vi.fn() },
        null,
        subscription('https://push.example/new'),
        recorder(false).fetcher,
      ),
    ).toBe(false);
  });
});
