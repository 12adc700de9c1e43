import { useCallback, useRef } from 'react';

/**
 * A fresh Idempotency-Key. From getRandomValues rather than crypto.randomUUID, which browsers only
 * offer on HTTPS and localhost: at the track the app is opened over plain http://<laptop address>.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A fresh UUID (version 4) for a record the browser names itself (a run's `clientRef`, issue 29),
 * made from getRandomValues for the same reason as the key above.
 */
export function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per intent: the same key for as long as the racer asks for the same thing (the same
 * request body), a new one once they ask for something else. A double click, a retry after a
 * dropped answer or a second tab's repeat is then one request to the server, which answers it once.
 */
export function useIntentKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body ?? null);
    if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
