import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAP_DELAY_MS, TAP_MAX_DURATION_MS, useTap } from './use-tap';

function Target({ onTap, disabled = false }: { onTap: () => void; disabled?: boolean }) {
  const handlers = useTap(onTap, disabled);
  return (
    <button type="button" {...handlers}>
      Tap me
    </button>
  );
}

const point = (x: number, y: number) => ({ clientX: x, clientY: y, identifier: 0 });

function touch(el: HTMLElement, from: [number, number], to: [number, number], heldMs: number) {
  fireEvent.touchStart(el, { touches: [point(...from)], changedTouches: [point(...from)] });
  if (from[0] !== to[0] || from[1] !== to[1])
    fireEvent.touchMove(el, { touches: [point(...to)], changedTouches: [point(...to)] });
  act(() => vi.advanceTimersByTime(heldMs));
  return fireEvent.touchEnd(el, { touches: [], changedTouches: [point(...to)] });
}

describe('useTap (SPEC §9 wizard touch rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  const setup = (disabled = false) => {
    const onTap = vi.fn();
    render(<Target onTap={onTap} disabled={disabled} />);
    return { onTap, el: screen.getByRole('button', { name: 'Tap me' }) };
  };

  it('fires a short, still tap 50 ms after the finger lifts, and cancels the synthetic click', () => {
    const { onTap, el } = setup();
    const notCancelled = touch(el, [100, 100], [104, 103], 120);
    expect(notCancelled).toBe(false);
    expect(onTap).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TAP_DELAY_MS - 1));
    expect(onTap).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTap).toHaveBeenCalledTimes(1);
    // The browser's echo of the touch does nothing more.
    fireEvent.click(el);
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('counts 10 px of movement as a tap, but not 11', () => {
    const { onTap, el } = setup();
    touch(el, [100, 100], [106, 108], 100);
    act(() => vi.advanceTimersByTime(TAP_DELAY_MS));
    expect(onTap).toHaveBeenCalledTimes(1);
    touch(el, [100, 100], [111, 100], 100);
    act(() => vi.advanceTimersByTime(TAP_DELAY_MS * 4));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('ignores a finger that moved away and came back (a scroll)', () => {
    const { onTap, el } = setup();
    fireEvent.touchStart(el, { touches: [point(50, 50)] });
    fireEvent.touchMove(el, { touches: [point(50, 90)] });
    fireEvent.touchMove(el, { touches: [point(50, 52)] });
    fireEvent.touchEnd(el, { changedTouches: [point(50, 52)] });
    act(() => vi.advanceTimersByTime(TAP_DELAY_MS * 4));
    expect(onTap).not.toHaveBeenCalled();
  });

  it('counts a touch of 500 ms as a tap, but not a longer press', () => {
    const { onTap, el } = setup();
    touch(el, [10, 10], [10, 10], TAP_MAX_DURATION_MS);
    act(() => vi.advanceTimersByTime(TAP_DELAY_MS));
    expect(onTap).toHaveBeenCalledTimes(1);
    touch(el, [10, 10], [10, 10], TAP_MAX_DURATION_MS + 1);
    act(() => vi.advanceTimersByTime(TAP_DELAY_MS * 4));
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('acts at once on a mouse or keyboard click, and never when disabled', () => {
    const { onTap, el } = setup();
    fireEvent.click(el);
    expect(onTap).toHaveBeenCalledTimes(1);

    const off = vi.fn();
    render(<Target onTap={off} disabled />);
    const disabled = screen.getAllByRole('button', { name: 'Tap me' })[1] as HTMLElement;
    touch(disabled, [0, 0], [0, 0], 50);
    act(() => vi.advanceTimersByTime(TAP_DELAY_MS));
    fireEvent.click(disabled);
    expect(off).not.toHaveBeenCalled();
  });
});
