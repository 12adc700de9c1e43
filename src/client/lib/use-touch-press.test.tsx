import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESS_DELAY_MS, PRESS_QUICK_MS, useTouchPress } from './use-touch-press';

function Target({ onPress, disabled = false }: { onPress: () => void; disabled?: boolean }) {
  const handlers = useTouchPress(onPress, disabled);
  return (
    <button type="button" {...handlers}>
      Create
    </button>
  );
}

const point = (x: number, y: number) => ({ clientX: x, clientY: y, identifier: 0 });
const start = (el: HTMLElement, x = 100, y = 100) =>
  fireEvent.touchStart(el, { touches: [point(x, y)], changedTouches: [point(x, y)] });
const move = (el: HTMLElement, x: number, y: number) =>
  fireEvent.touchMove(el, { touches: [point(x, y)], changedTouches: [point(x, y)] });
const end = (el: HTMLElement, x = 100, y = 100) =>
  fireEvent.touchEnd(el, { touches: [], changedTouches: [point(x, y)] });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useTouchPress (SPEC §9 create-button touch rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => vi.useRealTimers());

  const setup = (disabled = false) => {
    const onPress = vi.fn();
    render(<Target onPress={onPress} disabled={disabled} />);
    return { onPress, el: screen.getByRole('button', { name: 'Create' }) };
  };

  it('fires 250 ms after a touch starts, even while the finger stays down', () => {
    const { onPress, el } = setup();
    start(el);
    wait(PRESS_DELAY_MS - 1);
    expect(onPress).not.toHaveBeenCalled();
    wait(1);
    expect(onPress).toHaveBeenCalledTimes(1);
    end(el);
    wait(1000);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('fires at once when the touch ends within 100 ms, and only once', () => {
    const { onPress, el } = setup();
    start(el);
    wait(PRESS_QUICK_MS);
    const notCancelled = end(el);
    expect(onPress).toHaveBeenCalledTimes(1);
    // The synthetic click is cancelled, and an echo that still arrives is ignored.
    expect(notCancelled).toBe(false);
    fireEvent.click(el);
    wait(PRESS_DELAY_MS * 2);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('a touch lifted between 100 and 250 ms waits for the 250 ms mark', () => {
    const { onPress, el } = setup();
    start(el);
    wait(PRESS_QUICK_MS + 50);
    end(el);
    expect(onPress).not.toHaveBeenCalled();
    wait(PRESS_DELAY_MS - PRESS_QUICK_MS - 50);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('tolerates 2 px of movement but cancels at 3', () => {
    const { onPress, el } = setup();
    start(el);
    move(el, 102, 100);
    wait(PRESS_DELAY_MS);
    expect(onPress).toHaveBeenCalledTimes(1);

    start(el);
    move(el, 100, 103);
    wait(50);
    end(el, 100, 103);
    wait(PRESS_DELAY_MS * 2);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('a second finger or a cancelled touch does nothing', () => {
    const { onPress, el } = setup();
    fireEvent.touchStart(el, { touches: [point(1, 1), point(50, 50)] });
    wait(PRESS_DELAY_MS * 2);
    start(el);
    fireEvent.touchCancel(el);
    wait(PRESS_DELAY_MS * 2);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const { onPress, el } = setup(true);
    start(el);
    wait(PRESS_DELAY_MS * 2);
    fireEvent.click(el);
    expect(onPress).not.toHaveBeenCalled();
  });
});

describe('useTouchPress with a mouse or keyboard', () => {
  it('acts at once on a click and on Enter', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Target onPress={onPress} />);
    const el = screen.getByRole('button', { name: 'Create' });
    await user.click(el);
    expect(onPress).toHaveBeenCalledTimes(1);
    el.focus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
