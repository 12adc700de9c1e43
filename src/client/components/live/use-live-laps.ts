import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type LiveLapEvent, liveClosedEventSchema, liveLapEventSchema } from '../../../shared/schemas/live';
import { LIVE_SESSIONS_KEY } from '../../lib/resources/live';
import { QUERY_KEYS } from '../../lib/resources/query-keys';

/**
 * 'reconnecting': the connection dropped and the browser is trying again (it does so by itself);
 * 'lost': the server refused the stream (the run is not the racer's, say), so no more laps come.
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'lost' | 'closed';

export interface LiveLaps {
  state: LiveState;
  /** Newest first, one per lap number (a lap heard twice after a reconnect counts once). */
  laps: LiveLapEvent[];
  bestMs: number | null;
  top5Ms: number | null;
}

const EMPTY: LiveLaps = { state: 'connecting', laps: [], bestMs: null, top5Ms: null };

function parse(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}

/** A lap added to what the panel shows; the figures are the newest lap's, as the server worked them out. */
export function withLap(current: LiveLaps, lap: LiveLapEvent): LiveLaps {
  if (current.laps.some((l) => l.cursor === lap.cursor || l.lap === lap.lap)) return current;
  const laps = [lap, ...current.laps].sort((a, b) => b.lap - a.lap);
  const newest = laps[0] === lap;
  return {
    state: current.state === 'closed' ? 'closed' : 'live',
    laps,
    bestMs: newest ? lap.bestMs : current.bestMs,
    top5Ms: newest ? lap.top5Ms : current.top5Ms,
  };
}

/**
 * A run's laps as its decoder hears them (issue 30), over Server-Sent Events. EventSource
 * reconnects by itself and sends Last-Event-ID (each event's id is its cursor), so a phone that
 * lost the track's Wi-Fi for a moment gets the laps it missed. Each lap also makes the run's own
 * query stale (one small GET), so the page's chart and statistics follow; `closed` makes every list
 * of runs stale and the sessions too, which takes the live panel away.
 */
export function useLiveLaps(runId: number, onLap?: (lap: LiveLapEvent) => void): LiveLaps {
  const client = useQueryClient();
  const [live, setLive] = useState<LiveLaps>(EMPTY);
  // The latest callback, read when a lap arrives, so a new one does not reopen the stream.
  const onLapRef = useRef(onLap);
  useEffect(() => {
    onLapRef.current = onLap;
  });
  useEffect(() => {
    setLive(EMPTY);
    const heard = new Set<number>();
    const source = new EventSource(`/api/live/stream?runId=${runId}`);
    const setState = (state: LiveState) =>
      setLive((current) => (current.state === 'closed' ? current : { ...current, state }));
    source.addEventListener('open', () => setState('live'));
    source.addEventListener('error', () =>
      setState(source.readyState === EventSource.CLOSED ? 'lost' : 'reconnecting'),
    );
    source.addEventListener('lap', (event) => {
      const lap = liveLapEventSchema.safeParse(parse((event as MessageEvent).data));
      if (!lap.success || (lap.data.runId !== null && lap.data.runId !== runId)) return;
      // A lap heard again (a reconnect replaying from Last-Event-ID) is neither shown nor called twice.
      if (heard.has(lap.data.lap)) return;
      heard.add(lap.data.lap);
      setLive((current) => withLap(current, lap.data));
      onLapRef.current?.(lap.data);
      // A burst (the laps so far, replayed on connecting) joins the fetch already under way rather
      // than cancelling and restarting it per lap.
      void client.invalidateQueries(
        { queryKey: [...QUERY_KEYS.runs, runId], exact: true },
        { cancelRefetch: false },
      );
    });
    source.addEventListener('closed', (event) => {
      const closed = liveClosedEventSchema.safeParse(parse((event as MessageEvent).data));
      if (!closed.success || (closed.data.runId !== null && closed.data.runId !== runId)) return;
      // The run is complete: no reconnecting to a stream that has nothing more to say.
      source.close();
      setLive((current) => ({ ...current, state: 'closed' }));
      void client.invalidateQueries({ queryKey: QUERY_KEYS.runs });
      void client.invalidateQueries({ queryKey: LIVE_SESSIONS_KEY });
    });
    return () => source.close();
  }, [client, runId]);
  return live;
}
