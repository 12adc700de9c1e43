/**
 * Unsaved form values kept in the browser (localStorage), so a reload, a crash or a closed tab loses
 * nothing a racer typed. Every key names the racer it belongs to, so one racer's draft is never shown
 * to another on a shared device; signing out and deleting the account remove the racer's drafts.
 * Storage can be full or switched off (private windows): then drafts are simply not kept.
 */

const PREFIX = 'rc-draft:';

export interface LocalDraft<V> {
  values: V;
  /** When the draft was last written (ISO). */
  savedAt: string;
  /** The updatedAt of the record the racer started from; null for one not yet saved. */
  baseUpdatedAt: string | null;
}

/** 'rc-draft:<racer>:<what>:<which>', e.g. 'rc-draft:7:car:12' or 'rc-draft:7:esc:new'. */
export function draftKey(userId: number, kind: string, id: number | 'new'): string {
  return `${PREFIX}${userId}:${kind}:${id}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const isDraft = (value: unknown): value is LocalDraft<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocalDraft<unknown>).values === 'object' &&
  (value as LocalDraft<unknown>).values !== null &&
  typeof (value as LocalDraft<unknown>).savedAt === 'string' &&
  !Number.isNaN(Date.parse((value as LocalDraft<unknown>).savedAt));

/** The draft under `key`; one that cannot be read (hand-edited, an older shape) is dropped. */
export function readDraft<V>(key: string): LocalDraft<V> | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return parsed as LocalDraft<V>;
  } catch {
    // Falls through to removal.
  }
  removeDraft(key);
  return undefined;
}

export function writeDraft<V>(key: string, draft: LocalDraft<V>): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or refused: the form still holds the values, and leaving still asks first.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from storage that cannot be used.
  }
}

/** Signing out or deleting the account: the racer's drafts go with the session. */
export function removeDraftsOf(userId: number): void {
  const store = storage();
  if (!store) return;
  const mine = `${PREFIX}${userId}:`;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(mine) === true,
  );
  for (const key of keys) removeDraft(key);
}
