import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime } from './local-dates';

describe('local date formatting', () => {
  const dates = ['2026-11-21T20:56:08.000Z', '2024-02-29T00:00:00.000Z', '2025-07-04T23:59:59.999Z'].map(
    (iso) => new Date(iso),
  );

  it("writes exactly what the browser's own toLocaleString and toLocaleDateString write", () => {
    for (const date of dates) {
      expect(formatLocalDateTime(date)).toBe(date.toLocaleString());
      expect(formatLocalDate(date)).toBe(date.toLocaleDateString());
    }
  });
});
