import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { holdLease, releaseLease, releaseLeasesOf } from './leases';

describe.each(DIALECTS)('leases (%s)', (dialect) => {
  let t: TestApp;
  afterEach(() => t?.close());

  it('one holder at a time; renewed by its holder; taken over once expired or released', async () => {
    t = await createTestApp(dialect);
    const db = t.app.db;
    expect(await holdLease(db, 'source:1', 'a', 20_000, 1_000)).toBe(true);
    expect(await holdLease(db, 'source:1', 'b', 20_000, 2_000)).toBe(false);
    // Renewed by its holder: still a's at 25 s, which a's first lease would not have covered.
    expect(await holdLease(db, 'source:1', 'a', 20_000, 15_000)).toBe(true);
    expect(await holdLease(db, 'source:1', 'b', 20_000, 25_000)).toBe(false);
    // a died: its lease runs out and b takes it.
    expect(await holdLease(db, 'source:1', 'b', 20_000, 35_001)).toBe(true);
    expect(await holdLease(db, 'source:1', 'a', 20_000, 36_000)).toBe(false);
    // Released by b: a takes it at once.
    await releaseLease(db, 'source:1', 'b');
    expect(await holdLease(db, 'source:1', 'a', 20_000, 37_000)).toBe(true);
    // Another name is another lease; a shutdown gives up all of a holder's.
    expect(await holdLease(db, 'decoder:1', 'a', 20_000, 37_000)).toBe(true);
    await releaseLeasesOf(db, 'a');
    expect(await holdLease(db, 'decoder:1', 'b', 20_000, 38_000)).toBe(true);
    expect(await holdLease(db, 'source:1', 'b', 20_000, 38_000)).toBe(true);
  });

  it('two instances racing for a free lease: exactly one gets it', async () => {
    t = await createTestApp(dialect);
    const db = t.app.db;
    const tries = await Promise.all(
      ['a', 'b', 'c', 'd'].map((holder) => holdLease(db, 'source:9', holder, 20_000, 1_000)),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
  });
});
