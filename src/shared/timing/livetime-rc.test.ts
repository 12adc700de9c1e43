import { describe, expect, it } from 'vitest';
import { driverNamed, fixture, itReadsEverySample, parsedAs } from '../../../tests/timing/manifest-check';
import { sampleBytes, sampleText } from '../../../tests/timing/samples';
import { decodeResultBytes } from './decode';
import { parseTimingText } from './index';
import { liveTimeRcParser } from './livetime-rc';

const JINTIAN = 'livetime-rc/jintian-a-main-race3.txt';
const JINTIAN_GBK = 'livetime-rc/jintian-a-main-race3.gbk.txt';

const decoded = (file: string) => {
  const result = decodeResultBytes(sampleBytes(file));
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('LiveTime RC result pages copied as text', () => {
  itReadsEverySample('livetime-rc', 'livetime-rc', (file) => decoded(file).text);

  it('names the track, event, race and round', () => {
    const result = parsedAs(sampleText(JINTIAN), 'livetime-rc');
    expect(result).toMatchObject({
      track: 'Jintian Park Raceway',
      event: '北京金田紫昂车场“欢乐杯”越野车交流赛',
    });
    expect(result.races[0]).toMatchObject({ name: '油越 (A Main)', round: 'Mains :: Race 3' });
    const other = parsedAs(sampleText('livetime-rc/a-main-round-m-race4.txt'), 'livetime-rc');
    expect(other.races[0]).toMatchObject({ name: '1:8 油越 (A Main)', round: 'Round M Race 4' });
  });

  it('keeps a driver the lap table has no column for, with the official figures and no laps', () => {
    const result = parsedAs(sampleText('livetime-rc/a-main-round-m-race4.txt'), 'livetime-rc');
    expect(driverNamed(result, '小 真')).toMatchObject({ carNumber: '8', laps: [], official: { laps: 53 } });
    expect(driverNamed(result, '孙 阳').laps[0]).toEqual({ lapNo: 1, timeMs: 860_532 });
  });

  it('reads the GBK original exactly as the UTF-8 copy', () => {
    const gbk = decoded(JINTIAN_GBK);
    expect(gbk.encoding).toBe('gbk');
    expect(parsedAs(gbk.text, 'livetime-rc')).toEqual(parsedAs(sampleText(JINTIAN), 'livetime-rc'));
  });

  it('refuses the GBK bytes read as UTF-8 (U+FFFD) with a clear message, never mojibake', () => {
    for (const text of [sampleText(JINTIAN_GBK), new TextDecoder('utf-8').decode(sampleBytes(JINTIAN_GBK))]) {
      const parsed = parseTimingText(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/lost in decoding.*UTF-8/);
    }
  });
});

describe('a short LiveTime RC practice copied as text', () => {
  const result = () => parsedAs(fixture('livetime-rc-practice.txt'), 'livetime-rc');

  it('reads three drivers: a slow lap over a minute, one out after three laps, a cell a column aside', () => {
    const drivers = result().races[0]?.drivers ?? [];
    expect(drivers.map((d) => [d.name, d.carNumber, d.official, d.laps.length])).toEqual([
      ['小 真', '6', { laps: 6, totalMs: 232_845, bestMs: 35_833, avgMs: 38_808 }, 6],
      ['张 晓琪', '4', { laps: 6, totalMs: 308_712, bestMs: 37_472, avgMs: 51_452 }, 6],
      ['刘 硕', '1', { laps: 3, totalMs: 126_639, bestMs: 36_432, avgMs: 42_213 }, 3],
    ]);
    expect(drivers[1]?.laps[3]).toEqual({ lapNo: 4, timeMs: 109_882 });
    expect(drivers[0]?.laps[2]).toEqual({ lapNo: 3, timeMs: 35_833 });
    for (const d of drivers) expect(d.laps.reduce((t, l) => t + l.timeMs, 0)).toBe(d.official?.totalMs);
  });

  it('refuses text without its markers, saying what it looked for', () => {
    expect(liveTimeRcParser.parse('Lap 1\t23.456')).toEqual({
      ok: false,
      missing: 'no LiveTime RC results (Driver Name, Result) or lap rows (Lap 1)',
    });
  });
});
