import { readFileSync, writeFileSync } from 'node:fs';

/** Peak resident memory since the last reset, in bytes (Linux); null where it cannot be read. */
export function highWaterMark(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Starts the high-water mark again from the current resident set (Linux `clear_refs`). */
export function resetHighWaterMark(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux, or not allowed: the samples alone then.
  }
}
