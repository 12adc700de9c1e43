import { describe, expect, it } from 'vitest';
import type { ParsedDriver, ParsedRace } from '../../shared/timing/types';
import { raceFieldOf, raceIdentityOf } from './race-field';

/** A race of `n` drivers, finishing in file order: driver i does 20 laps of 20 s + i ms. */
function race(n: number, name = 'Stock Buggy Heat 2'): ParsedRace {
  const drivers: ParsedDriver[] = Array.from({ length: n }, (_, i) => ({
    name: `Driver ${i + 1}`,
    carNumber: String(i + 1),
    laps: Array.from({ length: 20 }, (_, lap) => ({ lapNo: lap + 1, timeMs: 20_000 + i })),
  }));
  return { name, round: '2', startSegment: false, drivers };
}

describe('the field an imported run keeps', () => {
  it('keeps every driver of a small race, in finishing order, the racer marked', () => {
    const field = raceFieldOf(race(5), 3);
    expect(field.map((d) => [d.name, d.position, d.me])).toEqual([
      ['Driver 1', 1, false],
      ['Driver 2', 2, false],
      ['Driver 3', 3, false],
      ['Driver 4', 4, true],
      ['Driver 5', 5, false],
    ]);
    expect(field[3]?.lapsMs).toHaveLength(20);
  });

  it('keeps the racer and the 59 nearest by finishing order in a field of more than 60', () => {
    const middle = raceFieldOf(race(100), 49);
    expect(middle).toHaveLength(60);
    expect(middle.filter((d) => d.me).map((d) => d.position)).toEqual([50]);
    expect([middle[0]?.position, middle[59]?.position]).toEqual([21, 80]);
    // At either end the window stops at the field's edge and still holds 60.
    expect(raceFieldOf(race(100), 0).map((d) => d.position)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect(raceFieldOf(race(100), 99).at(-1)).toMatchObject({ position: 100, me: true });
  });

  it('leaves out laps a run cannot hold, keeping the driver', () => {
    const r = race(2);
    (r.drivers[1] as ParsedDriver).laps[3] = { lapNo: 4, timeMs: 0 };
    expect(raceFieldOf(r, 0)[1]?.lapsMs).toEqual([]);
  });
});

describe('the race an imported run was', () => {
  it('names class, race, kind and round, and the position and gaps by the laps', () => {
    const identity = raceIdentityOf({ event: 'Club Night' }, race(3), 2);
    expect(identity).toEqual({
      fullName: 'Stock Buggy Heat 2',
      className: 'Stock Buggy',
      raceName: 'Heat 2',
      kind: 'heat',
      round: '2',
      position: 3,
      drivers: 3,
      gapToWinner: { laps: 0, ms: 40 },
      gapToAhead: { laps: 0, ms: 20 },
      fileEvent: 'Club Night',
      fileTrack: null,
      note: null,
    });
  });

  it("takes the file's position and the driver's note where the file gives them", () => {
    const r = race(2, 'Rookie A Main');
    r.drivers = [
      { ...(r.drivers[0] as ParsedDriver), position: 2, note: 'The lap grid disagrees with the summary' },
      { ...(r.drivers[1] as ParsedDriver), position: 1 },
    ];
    expect(raceIdentityOf({}, r, 0)).toMatchObject({
      kind: 'main',
      position: 2,
      note: 'The lap grid disagrees with the summary',
    });
  });
});
