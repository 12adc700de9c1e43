import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date(2026, 10, 21, 12, 0, 0);
const daysAgo = (n: number, hour = 12) => new Date(2026, 10, 21 - n, hour, 0, 0).toISOString();

describe('relativeTime (SPEC §9)', () => {
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [59, '1 month ago'],
    [60, '2 months ago'],
    [365, '12 months ago'],
  ])('%i days ago reads "%s"', (days, text) => {
    expect(relativeTime(daysAgo(days), now)).toBe(text);
  });

  it('counts calendar days: late yesterday is Yesterday, early today is Today', () => {
    expect(relativeTime(daysAgo(1, 23), now)).toBe('Yesterday');
    expect(relativeTime(daysAgo(0, 0), now)).toBe('Today');
  });

  it('never says a future time is in the past, and survives a bad value', () => {
    expect(relativeTime(new Date(2026, 10, 22).toISOString(), now)).toBe('Today');
    expect(relativeTime('not a date', now)).toBe('Recently');
  });
});
