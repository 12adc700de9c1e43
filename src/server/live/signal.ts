import { EventEmitter } from 'node:events';
import type { Db } from '../db';

/**
 * Within one instance: "a lap was just recorded here". That instance's hub reads the table at once
 * instead of at its next tick, so a racer whose phone is on the instance holding the decoder (the
 * usual case for a club's own server) hears the lap in milliseconds; phones on other instances hear
 * it at their hub's next tick. Keyed by the database handle, which is one per instance (and per
 * app a test builds), so two apps in one process signal only themselves.
 */
const signals = new WeakMap<Db, EventEmitter>();

function signalOf(db: Db): EventEmitter {
  let signal = signals.get(db);
  if (!signal) {
    signal = new EventEmitter();
    signal.setMaxListeners(0);
    signals.set(db, signal);
  }
  return signal;
}

export function onLapRecorded(db: Db, listener: () => void): () => void {
  const signal = signalOf(db);
  signal.on('lap', listener);
  return () => signal.off('lap', listener);
}

export const lapRecorded = (db: Db): void => {
  signals.get(db)?.emit('lap');
};
