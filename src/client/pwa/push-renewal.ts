/**
 * A browser may replace its push subscription (its push service rotated the keys, say) and fires
 * `pushsubscriptionchange` in the worker (issue 30). The worker subscribes again where the browser
 * did not, hands the new one to the server and asks it to forget the old, so notices keep reaching
 * the racer without a visit to Settings. Same-origin requests: the session cookie goes with them and
 * the origin check passes. Kept out of sw.ts so it can be tested.
 */

interface SubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey?: ArrayBuffer | null; userVisibleOnly?: boolean };
  toJSON(): unknown;
}

interface PushManagerLike {
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: BufferSource;
  }): Promise<SubscriptionLike>;
}

type Fetch = (url: string, init: RequestInit) => Promise<{ ok: boolean }>;

const send = (fetcher: Fetch, method: 'POST' | 'DELETE', body: unknown) =>
  fetcher('/api/push/subscriptions', {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** True when the server has the new subscription. Never throws: a worker's failure would go unseen. */
export async function renewSubscription(
  pushManager: PushManagerLike,
  oldSubscription: SubscriptionLike | null,
  newSubscription: SubscriptionLike | null,
  fetcher: Fetch,
): Promise<boolean> {
  try {
    const key = oldSubscription?.options?.applicationServerKey;
    const fresh =
      newSubscription ??
      (key ? await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
    if (!fresh) return false;
    const saved = await send(fetcher, 'POST', fresh.toJSON());
    if (oldSubscription && oldSubscription.endpoint !== fresh.endpoint) {
      await send(fetcher, 'DELETE', { endpoint: oldSubscription.endpoint });
    }
    return saved.ok;
  } catch {
    return false;
  }
}
