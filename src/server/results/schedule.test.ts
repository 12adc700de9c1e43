import { describe, expect, it } from 'vitest';
import { backedOff, quietTooLong, STOP_AFTER_MS } from './schedule';
import type { ResultSource } from './source-store';

const source = (over: Partial<ResultSource>): ResultSource => ({
  id: 1,
  url: 'https://results.example/',
  etag: null,
  lastModified: null,
  bodyHash: null,
  lastFetchedAt: null,
  lastChangedAt: null,
  nextFetchAt: 0,
  failures: 0,
  lastError: null,
  stoppedAt: null,
  createdAt: new Date(0).toISOString(),
  ...over,
});

describe('a source schedule', () => {
  it('backs off by half again in whole milliseconds, from the interval up to ten of them', () => {
    // 5 s ×1.5 ×1.5 … reaches fractions (16,875 → 25,312.5): stored as integers they must be whole.
    let wait = 5_000;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      wait = backedOff(source({ lastFetchedAt: 1_000, nextFetchAt: 1_000 + wait }), 5_000);
      waits.push(wait);
    }
    expect(waits).toEqual([7_500, 11_250, 16_875, 25_313, 37_970, 50_000, 50_000, 50_000]);
    // Restarted (next fetch now, before its last): never shorter than the interval.
    expect(backedOff(source({ lastFetchedAt: 9_000, nextFetchAt: 1_000 }), 5_000)).toBe(5_000);
    expect(backedOff(source({}), 5_000)).toBe(7_500);
  });

  it('is quiet too long a day after its last change, or after its creation when it never changed', () => {
    expect(quietTooLong(source({ lastChangedAt: 1_000 }), 1_000 + STOP_AFTER_MS - 1)).toBe(false);
    expect(quietTooLong(source({ lastChangedAt: 1_000 }), 1_000 + STOP_AFTER_MS)).toBe(true);
    expect(quietTooLong(source({}), STOP_AFTER_MS)).toBe(true);
  });
});
