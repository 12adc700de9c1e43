import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS, SPLASH_FADE_MS } from '../../../shared/constants/limits';
import { SPLASH_SESSION_KEY, Splash } from './splash';

/** The page under the splash: what a tap on the blank splash used to open. */
function PageWithSplash({ onOpen, onKey }: { onOpen: () => void; onKey: () => void }) {
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: stands for any page element listening for keys. */}
      <div onKeyDown={onKey}>
        <a href="/auth?tab=register" onClick={onOpen}>
          Create an account
        </a>
      </div>
      <Splash />
    </>
  );
}

describe('Splash', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows for 3.5 s, fades for 0.3 s, then goes, once per session', () => {
    const { unmount } = render(<Splash />);
    const splash = screen.getByTestId('splash');
    expect(splash).toHaveAttribute('aria-hidden', 'true');
    expect(splash).toHaveClass('opacity-100');
    act(() => vi.advanceTimersByTime(SPLASH_DURATION_MS));
    expect(splash).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(SPLASH_FADE_MS));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(window.sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('1');
    unmount();

    render(<Splash />);
    expect(screen.queryByTestId('splash')).toBeNull();
  });

  it('a tap ends it early, and the tap never reaches the page under it', () => {
    const onOpen = vi.fn();
    render(<PageWithSplash onOpen={onOpen} onKey={vi.fn()} />);
    const splash = screen.getByTestId('splash');
    act(() => vi.advanceTimersByTime(500));

    // No hit testing in jsdom: the click goes straight at the link, as a tap through the splash would.
    const tap = fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(tap).toBe(false); // default (following the link) prevented
    expect(onOpen).not.toHaveBeenCalled();
    expect(splash).toHaveClass('opacity-0');

    // A second tap during the fade is taken too.
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(onOpen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SPLASH_FADE_MS));
    expect(screen.queryByTestId('splash')).toBeNull();

    // The timer the splash started at mount does not bring it back.
    act(() => vi.advanceTimersByTime(SPLASH_DURATION_MS));
    expect(screen.queryByTestId('splash')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a key ends it early without acting on the page; browser shortcuts still pass', () => {
    const onKey = vi.fn();
    render(<PageWithSplash onOpen={vi.fn()} onKey={onKey} />);
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(fireEvent.keyDown(link, { key: 'Enter' })).toBe(false);
    expect(onKey).not.toHaveBeenCalled();
    expect(screen.getByTestId('splash')).toHaveClass('opacity-0');

    expect(fireEvent.keyDown(link, { key: 'r', ctrlKey: true })).toBe(true);
    expect(onKey).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SPLASH_FADE_MS));
    expect(screen.queryByTestId('splash')).toBeNull();
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(onKey).toHaveBeenCalledTimes(2);
  });
});
