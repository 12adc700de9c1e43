import { describe, expect, it } from 'vitest';
import { formatRcHourglassLine, parseRcHourglassLine, RcHourglassReader } from './rchourglass';

const bytes = (s: string) => new TextEncoder().encode(s);
const NOW = Date.UTC(2026, 10, 29, 10, 0, 0);

describe('RCHourglass lines', () => {
  it('reads the documented example: transponder 2351957 at 120.449 s', () => {
    expect(parseRcHourglassLine('23E35500075A06')).toEqual({ transponder: '2351957', ticks: 0x75a06 });
    expect(0x75a06 / 4).toBe(120_449.5);
  });

  it('reads the extended record: decoder id, hits and quality', () => {
    expect(parseRcHourglassLine('23E35500075A06-01152A0000\r')).toEqual({
      transponder: '2351957',
      ticks: 0x75a06,
      decoderId: 1,
      hits: 0x15,
      quality: 0x2a,
    });
  });

  it('skips every other line: decoder answers, monitor dumps, near misses', () => {
    for (const line of [
      '',
      'INFO 2351957 CAR7',
      'SUCCESS List complete',
      'FC0A0D7BB0A8E0E86DA4B1',
      '23E35500075A0',
      '23E35500075A06-01',
      '23E355 00075A06',
      'ZZE35500075A06',
    ]) {
      expect(parseRcHourglassLine(line), line).toBeNull();
    }
  });

  it('writes lines the reader reads back', () => {
    const line = formatRcHourglassLine({ transponder: 7_084_431, ticks: 4 * 123_456_789, hits: 33 });
    expect(line).toBe('6C198F1D6F3454-01215A0000\r\n');
    expect(parseRcHourglassLine(line)).toMatchObject({
      transponder: '7084431',
      ticks: 4 * 123_456_789,
      hits: 33,
    });
  });
});

describe('RCHourglass reader', () => {
  it('pins the first passage to its arrival and keeps the decoder spacing after it', () => {
    const reader = new RcHourglassReader();
    const first = formatRcHourglassLine({ transponder: 2_351_957, ticks: 4 * 60_000 });
    const second = formatRcHourglassLine({ transponder: 2_351_957, ticks: 4 * (60_000 + 16_370) });
    expect(reader.push(bytes(first), NOW)).toEqual([{ transponder: '2351957', at: NOW, hits: 40 }]);
    // Delivered late: the lap is still the decoder's 16.370 s.
    expect(reader.push(bytes(second), NOW + 20_000)).toEqual([
      { transponder: '2351957', at: NOW + 16_370, hits: 40 },
    ]);
  });

  it('joins a line split over reads and reads several lines in one, skipping the others', () => {
    const reader = new RcHourglassReader();
    const a = formatRcHourglassLine({ transponder: 1_111_111, ticks: 4000 });
    const b = formatRcHourglassLine({ transponder: 2_222_222, ticks: 8000 });
    const stream = `RCHourglass 0.10 beta\r\n${a}INFO noise\r\n${b}`;
    const seen = [];
    for (let i = 0; i < stream.length; i += 7) seen.push(...reader.push(bytes(stream.slice(i, i + 7)), NOW));
    expect(seen.map((p) => [p.transponder, p.at])).toEqual([
      ['1111111', NOW],
      ['2222222', NOW + 1000],
    ]);
    expect(reader.stats).toEqual({ skipped: 2, dropped: 0 });
  });

  it('pins again when the decoder restarts and its clock goes back', () => {
    const reader = new RcHourglassReader();
    reader.push(bytes(formatRcHourglassLine({ transponder: 1, ticks: 4 * 500_000 })), NOW);
    const after = reader.push(
      bytes(formatRcHourglassLine({ transponder: 1, ticks: 4 * 2_000 })),
      NOW + 90_000,
    );
    expect(after[0]?.at).toBe(NOW + 90_000);
  });

  it('drops a run of bytes with no line end rather than holding it', () => {
    const reader = new RcHourglassReader();
    expect(reader.push(new Uint8Array(300).fill(0x41), NOW)).toEqual([]);
    expect(reader.stats.dropped).toBe(1);
    const line = formatRcHourglassLine({ transponder: 5, ticks: 4 });
    expect(reader.push(bytes(`\n${line}`), NOW)).toHaveLength(1);
  });
});
