import { type MouseEvent, type TouchEvent, useCallback, useEffect, useRef } from 'react';

/** SPEC §9 wizard touch rules. */
export const TAP_MAX_MOVE_PX = 10;
export const TAP_MAX_DURATION_MS = 500;
export const TAP_DELAY_MS = 50;
/** A click that follows a touch within this window is the browser's echo of it, not a new press. */
const CLICK_ECHO_MS = 800;

function movedTooFar(touch: { clientX: number; clientY: number } | undefined, from: TouchStart): boolean {
  return !touch || Math.hypot(touch.clientX - from.x, touch.clientY - from.y) > TAP_MAX_MOVE_PX;
}

interface TouchStart {
  x: number;
  y: number;
  at: number;
  moved: boolean;
}

export interface TapHandlers {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onTouchMove: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  onTouchCancel: () => void;
}

/**
 * Touch-safe activation for the wizard's buttons (SPEC §9): a touch counts as a tap only if the
 * finger moved at most 10 px and lifted within 500 ms, and the action then runs 50 ms later, so a
 * scroll or a long press never selects anything. Mouse and keyboard clicks act at once; the click a
 * browser synthesises after a touch is swallowed so a tap never acts twice.
 */
export function useTap(action: () => void, disabled = false): TapHandlers {
  const start = useRef<TouchStart | null>(null);
  const lastTouch = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onTouchStart = useCallback((event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    start.current = touch
      ? { x: touch.clientX, y: touch.clientY, at: performance.now(), moved: event.touches.length > 1 }
      : null;
  }, []);

  const onTouchMove = useCallback((event: TouchEvent<HTMLElement>) => {
    const from = start.current;
    if (from && !from.moved && movedTooFar(event.touches[0], from)) from.moved = true;
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      lastTouch.current = performance.now();
      if (!from) return;
      // We decide what a touch means; the browser's synthetic click would only repeat it.
      if (event.cancelable) event.preventDefault();
      const quick = performance.now() - from.at <= TAP_MAX_DURATION_MS;
      if (disabled || from.moved || !quick || movedTooFar(event.changedTouches[0], from)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(), TAP_DELAY_MS);
    },
    [disabled],
  );

  const onTouchCancel = useCallback(() => {
    start.current = null;
  }, []);

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (performance.now() - lastTouch.current < CLICK_ECHO_MS) {
        event.preventDefault();
        return;
      }
      if (!disabled) latest.current();
    },
    [disabled],
  );

  return { onClick, onTouchStart, onTouchMove, onTouchEnd, onTouchCancel };
}
