import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeSubscriber } from '../db/change-feed';
import { type KeptSession, SessionCache } from './session-cache';

/** A change feed the test drives: whether it is current, and the news it sends. */
function fakeFeed() {
  const subscribers = new Set<ChangeSubscriber>();
  const feed = {
    isCurrent: true,
    current: () => feed.isCurrent,
    subscribe: (s: ChangeSubscriber) => {
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    close: async () => {},
    changed: (userId: number) => {
      for (const s of subscribers) s.changed(userId);
    },
    lost: () => {
      for (const s of subscribers) s.lost();
    },
  };
  return feed satisfies ChangeFeed;
}

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();

function session(userId: number, dataRevision = 1, expiresInMs = 3_600_000): KeptSession {
  return {
    expiresAt: later(expiresInMs),
    absoluteExpiresAt: later(2 * expiresInMs),
    dataRevision,
    user: {
      id: userId,
      username: `racer${userId}`,
      email: `racer${userId}@example.com`,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      securityQuestion1: '',
      createdAt: later(-1000),
      updatedAt: later(-1000),
    },
  };
}

function setUp(max = 100, maxAgeMs = 10_000) {
  const feed = fakeFeed();
  const clock = { now: NOW };
  const cache = new SessionCache(feed, () => clock.now, max, maxAgeMs);
  const keep = (sid: string, found: KeptSession) => cache.keep(cache.ticket(), sid, found);
  return { feed, clock, cache, keep };
}

describe('session cache', () => {
  it('serves a kept session with its racer and revision until the racer changes', () => {
    const { feed, cache, keep } = setUp();
    expect(cache.get('a')).toBeUndefined();
    keep('a', session(1, 7));
    keep('b', session(1, 7));
    keep('c', session(2, 3));
    expect(cache.get('a')).toMatchObject({ dataRevision: 7, user: { id: 1 } });
    feed.changed(1);
    // Both of racer 1's sessions go with the racer; racer 2's stays.
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toMatchObject({ dataRevision: 3 });
  });

  it('drops everything when the feed may have missed news, and serves nothing while it is not current', () => {
    const { feed, cache, keep } = setUp();
    keep('a', session(1));
    feed.isCurrent = false;
    expect(cache.get('a')).toBeUndefined();
    keep('b', session(2)); // not kept while the feed cannot vouch for it
    feed.isCurrent = true;
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    feed.lost();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ sessions: 0, racers: 0 });
  });

  it('never keeps what a read found when a change came while it was under way', () => {
    const { feed, cache } = setUp();
    const before = cache.ticket();
    feed.changed(1);
    cache.keep(before, 'a', session(1, 1));
    expect(cache.get('a')).toBeUndefined();
    // Another racer's change does not spoil the read.
    const other = cache.ticket();
    feed.changed(2);
    cache.keep(other, 'a', session(1, 2));
    expect(cache.get('a')).toMatchObject({ dataRevision: 2 });
    // A read that began after the change keeps what it found.
    feed.changed(1);
    const after = cache.ticket();
    cache.keep(after, 'a', session(1, 3));
    expect(cache.get('a')).toMatchObject({ dataRevision: 3 });
    const lost = cache.ticket();
    feed.lost();
    cache.keep(lost, 'b', session(3));
    expect(cache.get('b')).toBeUndefined();
  });

  it('lets sessions expire as the database would, and every copy age out', () => {
    const { clock, cache, keep } = setUp(100, 10_000);
    keep('short', session(1, 1, 5_000));
    keep('long', session(2, 1, 60_000));
    clock.now = NOW + 5_000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBeDefined();
    clock.now = NOW + 10_001;
    expect(cache.get('long')).toBeUndefined();
  });

  it('holds no more than its bound, the least recently used going first', () => {
    const { cache, keep } = setUp(3);
    for (const id of [1, 2, 3]) keep(`s${id}`, session(id));
    expect(cache.get('s1')).toBeDefined();
    keep('s4', session(4));
    expect(cache.size).toEqual({ sessions: 3, racers: 3 });
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
    expect(cache.get('s4')).toBeDefined();
  });

  it('hands out racers that cannot be changed in place', () => {
    const { cache, keep } = setUp();
    keep('a', session(1));
    const kept = cache.get('a');
    expect(() => {
      (kept?.user as { username: string }).username = 'someone-else';
    }).toThrow();
  });
});
