import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS, SPLASH_FADE_MS } from '../../../shared/constants/limits';
import { SPLASH_SESSION_KEY, Splash } from './splash';

describe('Splash', () => {
  beforeEach(() => vi.useFakeTimers());
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
});
