import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveLapEvent } from '../../../shared/schemas/live';
import { makeLapEvent } from '../../test/arrival-data';
import { FakeEventSource } from '../../test/fake-event-source';
import { CALLOUT_STORAGE_KEY, calloutText, useLapCallout } from './lap-callout';
import { useLiveLaps } from './use-live-laps';

function Harness({ runId, onLap }: { runId: number; onLap?: (lap: LiveLapEvent) => void }) {
  const live = useLiveLaps(runId, onLap);
  return (
    <div>
      <p>state {live.state}</p>
      <p>best {live.bestMs ?? '-'}</p>
      <p>top5 {live.top5Ms ?? '-'}</p>
      <ol aria-label="laps">
        {live.laps.map((l) => (
          <li key={l.lap}>
            {l.lap}:{l.lapMs}
          </li>
        ))}
      </ol>
    </div>
  );
}

function mount(runId = 5, onLap?: (lap: LiveLapEvent) => void) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const utils = render(
    <QueryClientProvider client={client}>
      <Harness runId={runId} onLap={onLap} />
    </QueryClientProvider>,
  );
  return { ...utils, invalidate };
}

const laps = () => screen.getAllByRole('listitem').map((li) => li.textContent);

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('useLiveLaps', () => {
  it('opens the run’s stream and lists laps newest first, with the running best and top-5', async () => {
    const { invalidate } = mount();
    const stream = FakeEventSource.last();
    expect(stream.url).toBe('/api/live/stream?runId=5');
    expect(screen.getByText('state connecting')).toBeInTheDocument();
    act(() => stream.open());
    expect(screen.getByText('state live')).toBeInTheDocument();

    act(() => {
      stream.emit('lap', makeLapEvent({ lap: 1, lapMs: 23_100, bestMs: 23_100 }), 10);
      stream.emit('lap', makeLapEvent({ lap: 2, lapMs: 21_900, bestMs: 21_900 }), 20);
      stream.emit('lap', makeLapEvent({ lap: 3, lapMs: 22_400, bestMs: 21_900, top5Ms: 22_300 }), 30);
    });
    expect(laps()).toEqual(['3:22400', '2:21900', '1:23100']);
    expect(screen.getByText('best 21900')).toBeInTheDocument();
    expect(screen.getByText('top5 22300')).toBeInTheDocument();
    // Each lap makes the run itself stale (its chart and figures follow), and nothing else.
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenLastCalledWith(
      { queryKey: ['/api/runs', 5], exact: true },
      { cancelRefetch: false },
    );
  });

  it('counts a lap heard again after a reconnect once, and skips garbage and other runs’ laps', () => {
    mount();
    const stream = FakeEventSource.last();
    act(() => {
      stream.emit('lap', makeLapEvent({ lap: 1, lapMs: 23_100, cursor: 10 }));
      stream.emit('lap', makeLapEvent({ lap: 1, lapMs: 23_100, cursor: 10 }));
      stream.emit('lap', 'not json');
      stream.emit('lap', { lap: 'two' });
      stream.emit('lap', makeLapEvent({ lap: 2, lapMs: 20_000, runId: 6, cursor: 11 }));
      // A late lap from before the reconnect does not overwrite the newest figures.
      stream.emit('lap', makeLapEvent({ lap: 3, lapMs: 22_000, bestMs: 22_000, cursor: 30 }));
      stream.emit('lap', makeLapEvent({ lap: 2, lapMs: 24_000, bestMs: 23_100, cursor: 20 }));
    });
    expect(laps()).toEqual(['3:22000', '2:24000', '1:23100']);
    expect(screen.getByText('best 22000')).toBeInTheDocument();
  });

  it('on closed: stops listening, and makes every run list and the sessions stale', () => {
    const { invalidate } = mount();
    const stream = FakeEventSource.last();
    act(() => stream.emit('closed', { sessionId: 1, runId: 5 }));
    expect(screen.getByText('state closed')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/runs'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['live', 'sessions'] });
  });

  it('ignores another run’s closed, and closes the stream when the page goes', () => {
    const { unmount } = mount();
    const stream = FakeEventSource.last();
    act(() => stream.emit('closed', { sessionId: 2, runId: 9 }));
    expect(screen.getByText('state connecting')).toBeInTheDocument();
    expect(stream.closed).toBe(false);
    unmount();
    expect(stream.closed).toBe(true);
  });

  it('says when the connection dropped and is being tried again, and when the server refused it', () => {
    mount();
    const stream = FakeEventSource.last();
    act(() => stream.open());
    act(() => stream.fail(false));
    expect(screen.getByText('state reconnecting')).toBeInTheDocument();
    act(() => stream.open());
    expect(screen.getByText('state live')).toBeInTheDocument();
    act(() => stream.fail(true));
    expect(screen.getByText('state lost')).toBeInTheDocument();
  });

  it('hands each new lap to the call-out', () => {
    const heard: number[] = [];
    mount(5, (lap) => heard.push(lap.lap));
    act(() => {
      FakeEventSource.last().emit('lap', makeLapEvent({ lap: 4, lapMs: 21_000 }));
      FakeEventSource.last().emit('lap', makeLapEvent({ lap: 4, lapMs: 21_000 }));
    });
    expect(heard).toEqual([4]);
  });
});

function CalloutHarness({ lap, now }: { lap: LiveLapEvent; now: number }) {
  const callout = useLapCallout();
  return (
    <div>
      <label>
        <input type="checkbox" checked={callout.on} onChange={(e) => callout.choose(e.target.checked)} />
        Call out
      </label>
      <button type="button" onClick={() => callout.speak(lap, now)}>
        Lap
      </button>
    </div>
  );
}

describe('the spoken call-out', () => {
  it('is off by default, remembered once on, and speaks only a fresh lap', async () => {
    const speak = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(readonly text: string) {}
      },
    );
    const lap = makeLapEvent({ lap: 7, lapMs: 21_790, bestMs: 21_790, at: '2026-11-29T11:00:00.000Z' });
    const at = Date.parse(lap.at);
    const user = userEvent.setup();
    const { unmount } = render(<CalloutHarness lap={lap} now={at + 2_000} />);
    expect(screen.getByLabelText('Call out')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Lap' }));
    expect(speak).not.toHaveBeenCalled();

    // Turning it on says so, on the tap itself: phones let a page speak only once a tap started it.
    await user.click(screen.getByLabelText('Call out'));
    expect(window.localStorage.getItem(CALLOUT_STORAGE_KEY)).toBe('on');
    expect(speak.mock.calls.map(([u]) => u)).toEqual([{ text: 'Lap call-outs on' }]);
    await user.click(screen.getByRole('button', { name: 'Lap' }));
    expect(speak).toHaveBeenCalledTimes(2);
    expect(speak.mock.calls[1]?.[0]).toEqual({ text: 'Lap 7, 21.79, best lap' });
    unmount();

    // Remembered; a lap heard a minute late (a reconnect catching up) is shown, not spoken.
    render(<CalloutHarness lap={lap} now={at + 60_000} />);
    expect(screen.getByLabelText('Call out')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Lap' }));
    expect(speak).toHaveBeenCalledTimes(2);
    await user.click(screen.getByLabelText('Call out'));
    expect(window.localStorage.getItem(CALLOUT_STORAGE_KEY)).toBe('off');
  });

  it('words a lap that is not the best without it', () => {
    expect(calloutText(makeLapEvent({ lap: 3, lapMs: 83_456, bestMs: 80_000 }))).toBe('Lap 3, 1:23.46');
  });
});
