import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * A tiny module-level toast store (shadcn's pattern) so any code, including mutation callbacks,
 * can raise a toast without prop drilling. Limits are SPEC §9's.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen reader announces for the action (Radix Toast's altText). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; the provider's 5000 ms default applies when absent. */
  duration?: number;
  /** One button beside the text, e.g. "Reload"; the toast closes when it is pressed. */
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes a toast (or all); it stays mounted until the removal delay so its exit can play. */
export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // Newest first; anything beyond the limit is dropped at once.
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}
