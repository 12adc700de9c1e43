import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { jsonPieces, lapsCsvPieces, PIECE_CHARS, setupsCsvPieces } from './export-text';
import type { ExportDataInput } from './format';

/** What the export wrote before it streamed: the whole text at once. */
const whole = (data: object) => JSON.stringify(data, null, 1);

describe('data.json in pieces', () => {
  it('joins to exactly what JSON.stringify(data, null, 1) writes, whatever the values', () => {
    const cases: Record<string, unknown>[] = [
      {},
      { app: 'rc-setup-assistant', schemaVersion: 1, cars: [], files: [] },
      { skipped: undefined, fn: () => 1, kept: null, empty: {}, list: [[], {}, [1, [2, { a: [] }]]] },
      {
        profile: { username: 'sam', firstName: 'Zoë 🏁', note: 'line one\nline two\t"quoted"' },
        runs: [
          { id: 1, laps: [{ lapNo: 1, timeMs: 31_250 }], official: null, tyreSetIds: [] },
          { id: 2, laps: [], official: { best: 30.9 }, missing: undefined },
          undefined,
        ],
      },
    ];
    for (const data of cases) expect([...jsonPieces(data)].join('')).toBe(whole(data));
  });

  it('cuts a season’s lists into pieces of about 64 KB, each a part of the same text', () => {
    const runs = Array.from({ length: 2_000 }, (_, i) => ({
      id: i + 1,
      trackName: `Ridgeway ${i}`,
      laps: Array.from({ length: 40 }, (_, l) => ({ lapNo: l + 1, timeMs: 30_000 + ((i * 37 + l) % 900) })),
    }));
    const data = { app: 'rc-setup-assistant', cars: [{ id: 1, model: 'EB48 2.2' }], runs };
    const pieces = [...jsonPieces(data)];
    expect(pieces.join('')).toBe(whole(data));
    expect(pieces.length).toBeGreaterThan(whole(data).length / (2 * PIECE_CHARS));
    // Every piece but the last reaches the size; none is far past it (one record at most).
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeGreaterThanOrEqual(PIECE_CHARS);
    for (const piece of pieces) expect(piece.length).toBeLessThan(PIECE_CHARS + 5_000);
  });
});

describe('spreadsheets in pieces', () => {
  const cars = [
    { id: 7, manufacturer: 'Tekno RC', model: 'EB48 2.2' },
    { id: 9, manufacturer: 'Associated', model: 'B7, "team"' },
  ] as ExportDataInput['cars'];

  it('laps.csv joins to the whole sheet: header, one row per lap, quoting kept', () => {
    const runs = Array.from({ length: 60 }, (_, r) => ({
      id: r + 1,
      date: '2026-11-21',
      trackName: r % 2 ? 'Clay Kings' : 'Mount "Cotton", east',
      rcCarId: r % 3 === 0 ? null : r % 3 === 1 ? 7 : 9,
      session: r % 4 === 0 ? null : 'qualifier',
      laps: Array.from({ length: 40 }, (_, l) => ({ lapNo: l + 1, timeMs: 30_000 + r * 10 + l })),
    }));
    const data = { cars, runs } as unknown as ExportDataInput;
    const rows = runs.flatMap((run) =>
      run.laps.map((lap) => [
        String(run.id),
        run.date,
        run.trackName,
        run.rcCarId === 7 ? 'Tekno RC EB48 2.2' : run.rcCarId === 9 ? 'Associated B7, "team"' : '',
        run.session ?? '',
        String(lap.lapNo),
        (lap.timeMs / 1000).toFixed(3),
      ]),
    );
    const expected = stringify([['run', 'date', 'track', 'car', 'session', 'lap', 'lap time s'], ...rows]);
    const pieces = [...lapsCsvPieces(data)];
    expect(pieces.join('')).toBe(expected);
    expect(pieces.length).toBeGreaterThan(1);
  });

  it('a setups sheet joins to the whole sheet, flags as yes/no and the car by name', () => {
    const setups = Array.from({ length: 1_200 }, (_, i) => ({
      id: i + 1,
      rcCarId: i % 2 ? 7 : 42,
      frontToe: i % 5 ? `${i % 3}° out` : null,
      isCurrentlyInstalled: i === 0,
      version: 3,
      updatedAt: '2026-11-21T10:00:00.000Z',
    }));
    const keys = ['rcCarId', 'frontToe'];
    const columns = ['id', 'car', 'frontToe', 'isCurrentlyInstalled', 'version', 'updatedAt'];
    const rows = setups.map((s) => [
      String(s.id),
      s.rcCarId === 7 ? 'Tekno RC EB48 2.2' : '',
      s.frontToe ?? '',
      s.isCurrentlyInstalled ? 'yes' : 'no',
      '3',
      s.updatedAt,
    ]);
    const pieces = [...setupsCsvPieces(setups, keys, cars)];
    expect(pieces.join('')).toBe(stringify([columns, ...rows]));
  });
});
