import { describe, expect, it } from 'vitest';
import { readSetupFile } from '../../../../shared/schemas/setup-file';
import { KIT_SHEET_KEYS, kitSheetExamples } from '../../../../shared/test/kit-sheet-fields';
import { makeCar } from '../../../test/fleet-data';
import { makeSetupSheet } from '../../../test/setup-data';
import { setupFileOf } from './setup-file';

const MBX8 = makeCar({ id: 5, manufacturer: 'Mugen', model: 'MBX8' });

describe('the kit-sheet fields of issue 33 in a .rcsetup.json file', () => {
  it('writes every new field into the file and reads each back as it was', () => {
    const values = kitSheetExamples();
    const sheet = makeSetupSheet({ id: 9, rcCarId: MBX8.id, name: 'Nationals', ...values });
    const file = setupFileOf('setup-sheet', sheet, MBX8, new Date('2026-11-29T10:00:00.000Z'));
    expect(Object.keys(file.setup)).toEqual(expect.arrayContaining([...KIT_SHEET_KEYS]));
    const reading = readSetupFile(JSON.stringify(file), 'setup-sheet');
    expect(reading.ok).toBe(true);
    expect(reading.ok && reading.file.setup).toMatchObject({ name: 'Nationals', ...values });
  });

  it('refuses a file whose new field is longer than the sheet takes, naming the field', () => {
    const file = setupFileOf('setup-sheet', makeSetupSheet({ id: 9, bumpSteer: 'x' }), undefined);
    const long = { ...file, setup: { ...file.setup, bumpSteer: 'x'.repeat(51) } };
    const reading = readSetupFile(JSON.stringify(long), 'setup-sheet');
    expect(reading).toEqual({
      ok: false,
      message: expect.stringMatching(/^This setup file is damaged: setup\.bumpSteer: /),
    });
  });
});
