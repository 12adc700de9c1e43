import { describe, expect, it } from 'vitest';
import { parseTimingText } from './index';
import { lapListParser } from './lap-list';
import { formatLapTime, parseLapTime } from './lap-time';

const lapsOf = (text: string) => {
  const parsed = parseTimingText(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.result.races[0]?.drivers[0]?.laps;
};

describe('lap times', () => {
  it.each([
    ['23.456', 23456],
    ['23,456', 23456],
    ['1:02.345', 62345],
    ['01:02.3', 62300],
    ['14:20.532', 860532],
    ['1h00m17.616', 3617616],
    ['57m52.429', 3472429],
    ['1:00:17.616', 3617616],
  ])('reads %s', (text, ms) => expect(parseLapTime(text)).toBe(ms));

  it.each(['', '23', 'abc', '1:75.000'])('refuses %j', (text) => expect(parseLapTime(text)).toBeNull());

  it('prints a lap as a racer reads it', () => {
    expect(formatLapTime(23456)).toBe('23.456');
    expect(formatLapTime(62345)).toBe('1:02.345');
  });

  it('prints a lap to the digits it was recorded with, never inventing one', () => {
    expect(formatLapTime(16360, 2)).toBe('16.36');
    expect(formatLapTime(16360, 1)).toBe('16.4');
    expect(formatLapTime(16368, 2)).toBe('16.37');
    expect(formatLapTime(309129, 3)).toBe('5:09.129');
    expect(formatLapTime(309040, 2)).toBe('5:09.04');
    expect(formatLapTime(62000, 0)).toBe('1:02');
    // Rounding that carries into the next minute reads as that minute.
    expect(formatLapTime(59996, 2)).toBe('1:00.00');
  });
});

describe('a plain list of lap times', () => {
  it('has no start segment: every time typed is a lap, kept to the digits typed', () => {
    const attempt = lapListParser.parse('1 31.2\n2 30.95\n3 30.871');
    expect(attempt.ok && attempt.result.races[0]).toMatchObject({
      startSegment: false,
      drivers: [
        {
          laps: [
            { lapNo: 1, timeMs: 31_200, decimals: 1 },
            { lapNo: 2, timeMs: 30_950, decimals: 2 },
            { lapNo: 3, timeMs: 30_871 },
          ],
        },
      ],
    });
  });

  it('numbers unnumbered laps from 1', () => {
    expect(lapsOf('23.456\n1:02.345\r\n22,9\n')).toEqual([
      { lapNo: 1, timeMs: 23456 },
      { lapNo: 2, timeMs: 62345 },
      { lapNo: 3, timeMs: 22900, decimals: 1 },
    ]);
  });

  it('keeps the lap numbers a list gives, after a heading', () => {
    const text = 'Lap\tTime\n1\t25.010\n2. 23.456\nLap 3: 23.500\n4,23.111\n5;22,999';
    expect(lapsOf(text)?.map((l) => l.lapNo)).toEqual([1, 2, 3, 4, 5]);
    expect(lapsOf(text)?.map((l) => l.timeMs)).toEqual([25010, 23456, 23500, 23111, 22999]);
  });

  it('refuses a text with a line that is not a lap, naming it', () => {
    const parsed = parseTimingText('23.456\nbest lap was 22 something');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.message).toContain('line 2 ("best lap was 22 something") is not a lap time');
  });

  it('refuses text decoded with the wrong encoding instead of reading mojibake', () => {
    const parsed = parseTimingText('Race \uFFFD\uFFFD\n23.456');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain('UTF-8');
  });
});
