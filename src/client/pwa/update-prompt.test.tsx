import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../components/ui/toaster';
import { resetToasts, toast } from '../components/ui/use-toast';
import { promptForUpdates, type UpdatableWorker } from './update-prompt';

/** Stands in for workbox-window's Workbox: the test fires its events. */
class FakeWorker implements UpdatableWorker {
  private readonly listeners = new Map<string, Array<() => void>>();
  readonly messageSkipWaiting = vi.fn();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: 'waiting' | 'controlling') {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener();
    });
  }
}

function setUp() {
  const worker = new FakeWorker();
  const reload = vi.fn();
  promptForUpdates(worker, toast, reload);
  render(<Toaster />);
  return { worker, reload };
}

describe('the update prompt', () => {
  afterEach(() => resetToasts());

  it('says nothing until a new build waits', () => {
    setUp();
    expect(screen.queryByText('Update available')).toBeNull();
  });

  it('offers Reload when a new worker waits, and stays up until the racer chooses', async () => {
    vi.useFakeTimers();
    try {
      const { worker } = setUp();
      worker.fire('waiting');
      expect(screen.getByText('Update available')).toBeVisible();
      act(() => vi.advanceTimersByTime(60 * 60 * 1000));
      expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('activates the new worker on Reload and reloads once it controls the page, never before', async () => {
    const { worker, reload } = setUp();
    worker.fire('waiting');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    worker.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
    // A second controller change (another tab updating) does not reload again.
    worker.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads on its own: a worker taking control without Reload changes nothing', () => {
    const { worker, reload } = setUp();
    worker.fire('waiting');
    worker.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
