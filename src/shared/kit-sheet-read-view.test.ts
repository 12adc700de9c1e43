import { describe, expect, it } from 'vitest';
import { SETUP_SHEET_GROUPS } from './constants/setup-fields';
import { filledGroups } from './setup-field-values';
import { KIT_SHEET_KEYS, kitField, kitSheetExamples } from './test/kit-sheet-fields';

/**
 * The read view (and the community detail) render the groups filledGroups gives them: the kit-sheet
 * fields issue 33 added are among them, in their groups, with the catalogue's labels.
 */
describe('the read view data of the kit-sheet fields', () => {
  it('shows every new field that holds a value, in its group and with its label', () => {
    const groups = filledGroups(SETUP_SHEET_GROUPS, { ...kitSheetExamples(), frontCamber: '-2°' });
    const shown = new Map(groups.flatMap((g) => g.fields.map((f) => [f.key, { group: g.id, ...f }])));
    for (const key of KIT_SHEET_KEYS)
      expect(shown.get(key), key).toMatchObject({ label: kitField(key).label, value: kitField(key).example });
    expect(groups.map((g) => g.id)).toEqual(['front', 'rear', 'shocks', 'steering', 'chassis']);
    expect(shown.get('ackermann')?.group).toBe('steering');
    expect(shown.get('rearAxleHeight')?.group).toBe('rear');
    expect(shown.get('frontShockCap')?.group).toBe('shocks');
    expect(shown.get('balanceLeftRight')?.group).toBe('chassis');
  });

  it('leaves a blank new field out, as every other blank', () => {
    const groups = filledGroups(SETUP_SHEET_GROUPS, {
      servo: 'Savöx SB-2290SG',
      servoSaver: ' ',
      body: null,
    });
    expect(groups).toEqual([
      {
        id: 'steering',
        title: 'Steering',
        fields: [{ key: 'servo', label: 'Servo', value: 'Savöx SB-2290SG' }],
      },
    ]);
  });
});
