/**
 * "Keep offline" (issue 18): the community setups a racer pinned, kept per racer in localStorage
 * (a handful of ids; read synchronously when deciding what to save). `public:12` is a community
 * setup, `shared:<slug>` a setup shared by link.
 */
export type Pin = `public:${number}` | `shared:${string}`;

const PREFIX = 'rc-offline-pins:';
const listeners = new Set<() => void>();
// useSyncExternalStore needs the same array until something changes.
const cache = new Map<number, readonly Pin[]>();

export function pinsOf(racerId: number): readonly Pin[] {
  const cached = cache.get(racerId);
  if (cached) return cached;
  let pins: Pin[] = [];
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PREFIX + racerId) ?? '[]');
    if (Array.isArray(parsed)) pins = parsed.filter((p): p is Pin => typeof p === 'string');
  } catch {
    // Unreadable storage or a damaged value: nothing pinned.
  }
  cache.set(racerId, pins);
  return pins;
}

export function setPinned(racerId: number, pin: Pin, pinned: boolean): void {
  const now = pinsOf(racerId).filter((p) => p !== pin);
  const next = pinned ? [...now, pin] : now;
  cache.set(racerId, next);
  try {
    window.localStorage.setItem(PREFIX + racerId, JSON.stringify(next));
  } catch {
    // Kept for this visit only.
  }
  for (const listener of listeners) listener();
}

export function subscribePins(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every racer's pins go (sign-out, account deletion, another racer signing in). */
export function forgetPins(): void {
  cache.clear();
  try {
    const keys = Object.keys(window.localStorage).filter((k) => k.startsWith(PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing readable to remove.
  }
  for (const listener of listeners) listener();
}
