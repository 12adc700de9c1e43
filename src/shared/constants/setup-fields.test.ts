import { describe, expect, it } from 'vitest';
import { SHEET_TUNING } from '../../server/db/migrations/0001-initial';
import { filledGroups, formatFieldValue } from '../setup-field-values';
import { KIT_SHEET_KEYS, kitField } from '../test/kit-sheet-fields';
import type { VehicleFacts } from '../vehicle-class';
import {
  ESC_GROUPS,
  ESC_TUNING_KEYS,
  groupsForCar,
  SETUP_SHEET_FIELDS,
  SETUP_SHEET_GROUPS,
  SETUP_SHEET_TUNING_KEYS,
} from './setup-fields';

/** The 26 fields of SPEC §3 (the columns migration 0001 made), which keep their names and values. */
const SPEC_FIELDS = SHEET_TUNING.map((column) =>
  column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
);

const facts = (
  power: VehicleFacts['power'],
  drivetrain: VehicleFacts['drivetrain'],
  scale: VehicleFacts['scale'],
) => ({
  power,
  drivetrain,
  scale,
  vehicleClass: null,
});
const shown = (f: VehicleFacts | null) => {
  const groups = groupsForCar(SETUP_SHEET_GROUPS, f);
  return { groups: groups.map((g) => g.id), keys: groups.flatMap((g) => g.fields.map((x) => x.key)) };
};

describe('setup field catalogue', () => {
  it('holds every field exactly once, the SPEC §3 ones among them, in the groups racers know', () => {
    expect(new Set(SETUP_SHEET_TUNING_KEYS).size).toBe(SETUP_SHEET_TUNING_KEYS.length);
    expect(SPEC_FIELDS).toHaveLength(26);
    expect(SETUP_SHEET_TUNING_KEYS).toEqual(expect.arrayContaining(SPEC_FIELDS));
    expect(SETUP_SHEET_GROUPS.map((g) => g.title)).toEqual([
      'Tyres',
      'Front',
      'Rear',
      'Shocks',
      'Steering',
      'Diffs and drivetrain',
      'Chassis and weight',
      'Electronics and gearing',
      'Nitro engine and clutch',
      'Event and conditions',
    ]);
    expect(ESC_TUNING_KEYS).toHaveLength(20);
    expect(new Set(ESC_TUNING_KEYS).size).toBe(20);
    expect(ESC_GROUPS.map((g) => g.id)).toEqual(['throttle', 'brake', 'timing', 'protection']);
  });

  it('gives numbers their unit and a number input, and keeps every example within its field', () => {
    for (const field of SETUP_SHEET_FIELDS) {
      expect(field.example.length, field.key).toBeLessThanOrEqual(field.max ?? 50);
      if (field.input === 'integer') expect(field.example, field.key).toMatch(/^\d+$/);
      if (field.input === 'decimal') expect(field.example, field.key).toMatch(/^-?\d+(\.\d+)?$/);
    }
    const byKey = Object.fromEntries(SETUP_SHEET_FIELDS.map((f) => [f.key, f]));
    expect(byKey.weight).toMatchObject({ unit: 'g', input: 'integer' });
    expect(byKey.airTemperature).toMatchObject({ unit: '°C', input: 'decimal' });
    expect(byKey.raceDate).toMatchObject({ input: 'date' });
  });

  it('reads a bare number with its unit and leaves typed text as it was typed', () => {
    expect(formatFieldValue({ key: 'weight', unit: 'g' }, '1730')).toBe('1730 g');
    expect(formatFieldValue({ key: 'rearShockLength', unit: 'mm' }, '1.5')).toBe('1.5 mm');
    expect(formatFieldValue({ key: 'pinion', unit: 'T' }, '24')).toBe('24T');
    expect(formatFieldValue({ key: 'pinion', unit: 'T' }, '24T')).toBe('24T');
    expect(formatFieldValue({ key: 'fuel', unit: '%' }, '16')).toBe('16%');
    expect(formatFieldValue({ key: 'droop', unit: 'mm' }, 'F 110 / R 120')).toBe('F 110 / R 120');
    expect(formatFieldValue({ key: 'gearing' }, '46')).toBe('46');
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
    expect(formatFieldValue({ key: 'raceDate', input: 'date' }, '2026-11-21')).toBe(
      day.format(new Date(Date.UTC(2026, 10, 21))),
    );
    expect(formatFieldValue({ key: 'raceDate', input: 'date' }, '2026-11-21')).toMatch(/21/);
  });

  it('lists only filled fields, in group order, with their units, whatever the car', () => {
    const values = {
      frontShockOil: '500 cSt',
      frontCamber: '-2°',
      rearSpring: '  ',
      gearing: '46/13',
      clutchBell: '13',
      trackTemperature: '38.5',
      escSetupId: 4,
    };
    expect(filledGroups(SETUP_SHEET_GROUPS, values)).toEqual([
      { id: 'front', title: 'Front', fields: [{ key: 'frontCamber', label: 'Front camber', value: '-2°' }] },
      {
        id: 'shocks',
        title: 'Shocks',
        fields: [{ key: 'frontShockOil', label: 'Front shock oil', value: '500 cSt' }],
      },
      {
        id: 'electronics',
        title: 'Electronics and gearing',
        fields: [{ key: 'gearing', label: 'Gearing', value: '46/13' }],
      },
      {
        id: 'nitro',
        title: 'Nitro engine and clutch',
        fields: [{ key: 'clutchBell', label: 'Clutch bell', value: '13T' }],
      },
      {
        id: 'event',
        title: 'Event and conditions',
        fields: [{ key: 'trackTemperature', label: 'Track temperature', value: '38.5 °C' }],
      },
    ]);
    expect(filledGroups(SETUP_SHEET_GROUPS, {})).toEqual([]);
  });

  it('shows an electric 2WD car no nitro engine and no front or centre diff', () => {
    const { groups, keys } = shown(facts('electric', '2WD', '1:10'));
    expect(groups).not.toContain('nitro');
    expect(keys).not.toEqual(expect.arrayContaining(['frontDiffOil']));
    expect(keys).not.toContain('centerDiffOil');
    expect(keys).not.toContain('rearDiffOil');
    expect(keys).toEqual(expect.arrayContaining(['diffOil', 'slipper', 'motor', 'pinion', 'frontTyre']));
  });

  it('shows an electric 4WD 1:8 its three diffs and its motor, and no gearbox diff', () => {
    const { groups, keys } = shown(facts('electric', '4WD', '1:8'));
    expect(groups).not.toContain('nitro');
    expect(keys).toEqual(expect.arrayContaining(['frontDiffOil', 'centerDiffOil', 'rearDiffOil', 'motor']));
    expect(keys).not.toContain('diffOil');
  });

  it('shows a nitro 1:8 its engine and clutch, and no motor, pinion or slipper', () => {
    const { groups, keys } = shown(facts('nitro', '4WD', '1:8'));
    expect(groups).toContain('nitro');
    expect(keys).toEqual(expect.arrayContaining(['engine', 'fuel', 'clutchBell', 'spur', 'centerDiffOil']));
    for (const key of ['motor', 'motorKv', 'endbellTiming', 'pinion', 'slipper', 'diffOil'])
      expect(keys).not.toContain(key);
  });

  it('hides nothing for a car of unknown kind or no car, nor on a fact it does not know', () => {
    const all = SETUP_SHEET_GROUPS.map((g) => g.id);
    expect(shown(null).groups).toEqual(all);
    expect(shown(null).keys).toEqual(SETUP_SHEET_TUNING_KEYS);
    expect(shown(facts(null, null, null)).keys).toEqual(SETUP_SHEET_TUNING_KEYS);
    // Power known, drivetrain not: every diff stays.
    expect(shown(facts('electric', null, null)).keys).toEqual(
      expect.arrayContaining(['diffOil', 'frontDiffOil', 'centerDiffOil']),
    );
  });

  it('holds the kit-sheet fields issue 33 added once each, by car kind: left/right balance on a 1:8 only', () => {
    expect(SETUP_SHEET_TUNING_KEYS).toEqual(expect.arrayContaining([...KIT_SHEET_KEYS]));
    // Shock length was already on the sheet, and the rear wheelbase is the rear hub's position.
    expect(SETUP_SHEET_TUNING_KEYS.filter((k) => /ShockLength$/.test(k))).toEqual([
      'frontShockLength',
      'rearShockLength',
    ]);
    expect(kitField('servo')).toMatchObject({ label: 'Servo', max: 100 });
    const byKey = Object.fromEntries(SETUP_SHEET_FIELDS.map((f) => [f.key, f]));
    expect(byKey.rearArmPosition?.label).toBe('Rear wheelbase');
    const eighthNitro = shown({ ...facts('nitro', '4WD', '1:8') });
    const tenthElectric = shown(facts('electric', '2WD', '1:10'));
    expect(eighthNitro.keys).toEqual(expect.arrayContaining([...KIT_SHEET_KEYS]));
    expect(tenthElectric.keys).not.toContain('balanceLeftRight');
    expect(tenthElectric.keys).toEqual(
      expect.arrayContaining(KIT_SHEET_KEYS.filter((k) => k !== 'balanceLeftRight')),
    );
    expect(shown(facts('electric', '4WD', null)).keys).toContain('balanceLeftRight');
    expect(eighthNitro.groups.indexOf('steering')).toBe(eighthNitro.groups.indexOf('shocks') + 1);
  });

  it('keeps a field it is told to keep, in its group, whatever the car', () => {
    const groups = groupsForCar(
      SETUP_SHEET_GROUPS,
      facts('electric', '2WD', '1:10'),
      (key) => key === 'fuel',
    );
    expect(groups.find((g) => g.id === 'nitro')?.fields.map((f) => f.key)).toEqual(['fuel']);
  });
});
