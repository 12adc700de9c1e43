import { describe, expect, it } from 'vitest';
import { driverNamed, fixture, itReadsEverySample, parsedAs } from '../../../tests/timing/manifest-check';
import { sampleText } from '../../../tests/timing/samples';
import { rcTimingParser } from './rc-timing';

const MUGEN = 'rctiming-laps/mugen-cup-2015-a-final.txt';

describe('RC Timing pages copied as text', () => {
  itReadsEverySample('rctiming-laps', 'rc-timing');

  it('names the event, race and round, and reads "1h00m17.616" and "57m52.429" totals', () => {
    const result = parsedAs(sampleText(MUGEN), 'rc-timing');
    expect(result.event).toBe('2015年MUGEN CUP越野車公開賽');
    expect(result.races[0]).toMatchObject({ name: 'A Final 1：8 油越', round: '5' });
    expect(driverNamed(result, '小平').official?.totalMs).toBe(3_617_616);
    expect(driverNamed(result, '黃聖傑').official).toEqual({
      laps: 122,
      totalMs: 3_472_429,
      bestMs: 25_355,
      avgMs: 28_463,
    });
  });

  it('reads a short race: start segments as lap 1, a pit stop printed in seconds, a car out early', () => {
    const result = parsedAs(fixture('rc-timing-short.txt'), 'rc-timing');
    expect(result.event).toBe('Club practice 2015');
    expect(result.races[0]).toMatchObject({ name: 'B Final 1:10 EP Buggy', round: '2' });
    const [carson, nelson, small] = result.races[0]?.drivers ?? [];
    expect(carson?.official).toEqual({ laps: 11, totalMs: 294_724, bestMs: 26_392, avgMs: 26_793 });
    expect(nelson?.laps[0]).toEqual({ lapNo: 1, timeMs: 15_835 });
    expect(nelson?.laps[3]).toEqual({ lapNo: 4, timeMs: 81_669 });
    expect(small).toMatchObject({ name: '小平', carNumber: '3', official: { laps: 4, totalMs: 94_588 } });
    expect(small?.laps).toHaveLength(4);
    for (const d of result.races[0]?.drivers ?? []) {
      expect(d.laps.reduce((t, l) => t + l.timeMs, 0)).toBe(d.official?.totalMs);
    }
  });

  it('refuses text without its markers, saying what it looked for', () => {
    expect(rcTimingParser.parse('Position\tDriver\n1\tA')).toEqual({
      ok: false,
      missing: 'no RC Timing results (Position, Car #, Laps) or Race Laptimes table',
    });
  });
});
