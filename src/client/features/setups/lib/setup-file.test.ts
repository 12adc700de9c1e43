import { describe, expect, it } from 'vitest';
import { readSetupFile } from '../../../../shared/schemas/setup-file';
import { makeCar } from '../../../test/fleet-data';
import { makeEscSetup, makeSetupSheet } from '../../../test/setup-data';
import { matchingCar, setupFileName, setupFileOf } from './setup-file';

const NOW = new Date('2026-11-25T05:00:00.000Z');
const EB48 = makeCar({ id: 3, manufacturer: 'Tekno RC', model: 'EB48 2.2', vehicleClass: 'Buggy' });

describe('a setup as a .rcsetup.json file', () => {
  it("holds the setup's content and its car, never ids, files or flags", () => {
    const sheet = makeSetupSheet({
      id: 7,
      rcCarId: 3,
      name: 'Club race',
      trackName: 'Silverdale',
      notes: 'Loose on exit',
      frontToe: '1.5°',
      escSetupId: 21,
      fileUrl: '/uploads/a.pdf',
      fileName: 'a.pdf',
      isPublic: true,
      isCurrentlyInstalled: true,
      driverName: 'Sam',
      vehicleMake: 'Tekno RC',
    });
    expect(setupFileOf('setup-sheet', sheet, EB48, NOW)).toEqual({
      app: 'rc-setup-assistant',
      kind: 'setup-sheet',
      schemaVersion: 1,
      exportedAt: '2026-11-25T05:00:00.000Z',
      setup: {
        name: 'Club race',
        trackName: 'Silverdale',
        notes: 'Loose on exit',
        frontToe: '1.5°',
        vehicleMake: 'Tekno RC',
      },
      car: { name: 'Tekno RC EB48 2.2', make: 'Tekno RC', model: 'EB48 2.2', class: 'Buggy' },
    });
  });

  it('reads back what it wrote, for either kind', () => {
    const esc = makeEscSetup({ id: 4, name: 'Clay punch', boostTiming: '20°' });
    const file = setupFileOf('esc-setup', esc, undefined, NOW);
    expect(file.car).toBeUndefined();
    const reading = readSetupFile(JSON.stringify(file), 'esc-setup');
    expect(reading).toEqual({ ok: true, file: expect.objectContaining({ kind: 'esc-setup' }) });
    expect(reading.ok && reading.file.setup).toMatchObject({
      name: 'Clay punch',
      escMake: 'Hobbywing',
      escModel: 'XR8 Pro',
      creator: 'racer1',
      boostTiming: '20°',
    });
  });

  it('says what is wrong with a file it cannot import', () => {
    const sheet = setupFileOf('setup-sheet', makeSetupSheet({ id: 1 }), undefined, NOW);
    const read = (value: unknown) => readSetupFile(JSON.stringify(value), 'setup-sheet');
    expect(readSetupFile('{"app":', 'setup-sheet')).toEqual({
      ok: false,
      message: 'This is not an RC Setup Assistant setup file. It could not be read as JSON.',
    });
    expect(read({ name: 'x' })).toEqual({
      ok: false,
      message: 'This is not an RC Setup Assistant setup file.',
    });
    expect(read({ ...sheet, schemaVersion: 2 })).toEqual({
      ok: false,
      message: 'This setup file was made by a newer version of the app. Reload the app, then try again.',
    });
    expect(read({ ...sheet, kind: 'esc-setup' })).toEqual({
      ok: false,
      message: 'This file holds an ESC setup, not a car setup sheet. Import it on the other tab.',
    });
    expect(read({ ...sheet, setup: { name: '', frontToe: 'x' } })).toEqual({
      ok: false,
      message: 'This setup file is damaged: setup.name: Name is required',
    });
  });

  it('names the file after the setup, safely', () => {
    expect(setupFileName('Club race')).toBe('Club race.rcsetup.json');
    expect(setupFileName('A/B: "dry"')).toBe('A-B- -dry-.rcsetup.json');
    expect(setupFileName('  ')).toBe('setup.rcsetup.json');
  });

  it("finds the racer's car of the same make and model, whatever the case", () => {
    const other = makeCar({ id: 4, manufacturer: 'Associated', model: 'B7' });
    const fileCar = { name: 'x', make: ' tekno rc', model: 'eb48 2.2 ' };
    expect(matchingCar([other, EB48], fileCar)).toBe(EB48);
    expect(matchingCar([other], fileCar)).toBeUndefined();
    expect(matchingCar([EB48], undefined)).toBeUndefined();
  });
});
