import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, resetToasts, TOAST_REMOVE_DELAY_MS, toast, useToasts } from './use-toast';

describe('toast store', () => {
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('keeps at most one toast, the newest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.map((t) => t.title)).toEqual(['Second']);
    expect(result.current[0]?.variant).toBe('destructive');
  });

  it('closes on dismiss and removes after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
