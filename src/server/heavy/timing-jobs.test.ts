import { describe, expect, it } from 'vitest';
import { sampleText } from '../../../tests/timing/samples';
import { pickRun, previewTiming } from './timing-jobs';

/**
 * The heavy worker's picking of one driver (issue 29): every race of a file that reads can be
 * imported, when another race of the same file could not be read, with the race's start segment,
 * the driver's finishing position and a note where the grid disagrees with the results.
 */
const NORCAL = sampleText('rcscoringpro/norcal-2015-03-20-friday-mains.txt');
// Race 3's grid as a copy whose runs of spaces were collapsed: it cannot be read, the others can.
const lines = NORCAL.split('\n');
const from = lines.findIndex((l) => l.startsWith('4x4 Short Course Open A Main'));
const to = lines.findIndex((l, i) => i > from && l.includes('RCScoringPro'));
const BROKEN = [
  ...lines.slice(0, from),
  ...lines.slice(from, to).map((l) => l.replace(/ +/g, ' ')),
  ...lines.slice(to),
]
  .join('\n')
  .replace('Roberts, Tim    #8      13', 'Roberts, Tim    #8      14');

describe('pickRun on a night whose one race does not read', () => {
  const preview = previewTiming(BROKEN, { transponders: [] });

  it('previews the nine races that read and lists the other', () => {
    expect(preview.races).toHaveLength(9);
    expect(preview.unread?.map((u) => u.name)).toEqual(['4x4 Short Course Open A Main Round# 3, Race# 3']);
  });

  it('picks every driver with laps of every race that reads', () => {
    let picked = 0;
    for (const [raceIndex, race] of preview.races.entries()) {
      for (const [driverIndex, driver] of race.drivers.entries()) {
        if (driver.laps.length === 0) continue;
        const run = pickRun(BROKEN, raceIndex, driverIndex);
        expect(run.race).toMatchObject({ name: race.name, startSegment: true });
        expect(run.driver).toMatchObject({ name: driver.name, position: driverIndex + 1 });
        expect(run.driver.laps).toEqual(driver.laps);
        picked++;
      }
    }
    expect(picked).toBe(60); // every driver with laps in the nine races
  });

  it('picks a driver whose grid disagrees with the results, with the note and the results’ figures', () => {
    const run = pickRun(BROKEN, 0, 0);
    expect(run.driver).toMatchObject({
      name: 'Roberts, Tim',
      official: { laps: 14, totalMs: 247_845, bestMs: 15_931 },
      note: "The lap grid has 13 laps, the results 14: the results' figures are kept",
    });
  });
});
