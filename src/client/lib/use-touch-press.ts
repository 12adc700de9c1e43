import { type MouseEvent, type TouchEvent, useCallback, useEffect, useRef } from 'react';

/** SPEC §9 create-button touch rules. */
export const PRESS_DELAY_MS = 250;
export const PRESS_QUICK_MS = 100;
export const PRESS_MAX_MOVE_PX = 2;
/** A click this soon after a touch is the browser's echo of that touch, not a new press. */
const CLICK_ECHO_MS = 800;

interface Press {
  x: number;
  y: number;
  at: number;
  /** Moved too far, a second finger, or already fired: nothing more may happen for this touch. */
  done: boolean;
}

export interface TouchPressHandlers {
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
  onTouchMove: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: TouchEvent<HTMLElement>) => void;
  onTouchCancel: () => void;
}

/**
 * A button that a finger cannot press by accident while scrolling a list (SPEC §9): a touch fires the
 * action 250 ms after it starts, or at once when the finger lifts within 100 ms (a deliberate tap), and
 * never once the finger has moved more than 2 px. Mouse and keyboard clicks act at once; the click the
 * browser synthesises after a touch is swallowed so one press never acts twice.
 */
export function useTouchPress(action: () => void, disabled = false): TouchPressHandlers {
  const press = useRef<Press | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTouch = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => () => clearTimeout(timer.current), []);

  const fire = useCallback(() => {
    clearTimeout(timer.current);
    if (press.current) press.current.done = true;
    latest.current();
  }, []);

  const onTouchStart = useCallback(
    (event: TouchEvent<HTMLElement>) => {
      clearTimeout(timer.current);
      const touch = event.touches[0];
      if (disabled || !touch || event.touches.length > 1) {
        press.current = null;
        return;
      }
      press.current = { x: touch.clientX, y: touch.clientY, at: performance.now(), done: false };
      timer.current = setTimeout(fire, PRESS_DELAY_MS);
    },
    [disabled, fire],
  );

  const onTouchMove = useCallback((event: TouchEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.done) return;
    const touch = event.touches[0];
    const distance = touch
      ? Math.hypot(touch.clientX - current.x, touch.clientY - current.y)
      : Number.POSITIVE_INFINITY;
    if (distance > PRESS_MAX_MOVE_PX) {
      current.done = true;
      clearTimeout(timer.current);
    }
  }, []);

  const onTouchEnd = useCallback(
    (event: TouchEvent<HTMLElement>) => {
      lastTouch.current = performance.now();
      // We decide what the touch meant; the browser's synthetic click would only repeat it.
      if (event.cancelable) event.preventDefault();
      const current = press.current;
      if (!current || current.done) return;
      // Lifted quickly: a clear tap, no need to wait. Otherwise the pending timer decides.
      if (performance.now() - current.at <= PRESS_QUICK_MS) fire();
    },
    [fire],
  );

  const onTouchCancel = useCallback(() => {
    clearTimeout(timer.current);
    press.current = null;
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
