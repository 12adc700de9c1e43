import { useCallback, useState } from 'react';
import type { LiveLapEvent } from '../../../shared/schemas/live';
import { formatLapTime } from '../../../shared/timing/lap-time';

/** The racer's choice, kept on this device: a call-out is for the phone on the driver's stand. */
export const CALLOUT_STORAGE_KEY = 'rc-live-callout';

/** A lap older than this when heard is a replay (a reconnect catching up): read, never spoken. */
export const CALLOUT_FRESH_MS = 15_000;

export const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** "Lap 7, 21.79" and, when it is the run's best so far, "best lap". */
export function calloutText(lap: LiveLapEvent): string {
  const time = formatLapTime(lap.lapMs, 2);
  return lap.bestMs === lap.lapMs ? `Lap ${lap.lap}, ${time}, best lap` : `Lap ${lap.lap}, ${time}`;
}

function readChoice(): boolean {
  try {
    return window.localStorage.getItem(CALLOUT_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The spoken call-out: off by default, remembered once chosen, and only where the browser can speak. */
export function useLapCallout() {
  const [on, setOn] = useState(() => canSpeak() && readChoice());
  const choose = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(CALLOUT_STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Private browsing without storage: the choice lasts as long as the page.
    }
    if (!canSpeak()) return;
    window.speechSynthesis.cancel();
    // Said on the racer's tap: phones let a page speak only once a tap has started it.
    if (next) window.speechSynthesis.speak(new SpeechSynthesisUtterance('Lap call-outs on'));
  }, []);
  const speak = useCallback(
    (lap: LiveLapEvent, now = Date.now()) => {
      if (!on || !canSpeak()) return;
      if (now - Date.parse(lap.at) > CALLOUT_FRESH_MS) return;
      // A new lap interrupts a call-out still going: the newest time is the one the driver wants.
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(calloutText(lap)));
    },
    [on],
  );
  return { available: canSpeak(), on, choose, speak };
}
