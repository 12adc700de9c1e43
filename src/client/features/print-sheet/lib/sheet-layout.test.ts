import { describe, expect, it } from 'vitest';
import { KIT_SHEET_KEYS, kitSheetExamples } from '../../../../shared/test/kit-sheet-fields';
import type { VehicleFacts } from '../../../../shared/vehicle-class';
import { balanceColumns, cornerRows, escGroups, otherGroups } from './sheet-layout';

const ELECTRIC_2WD: VehicleFacts = { scale: null, vehicleClass: null, power: 'electric', drivetrain: '2WD' };

describe('The FRONT/REAR table', () => {
  it('pairs each front field with its rear one, in the catalogue order, with units', () => {
    const rows = cornerRows(ELECTRIC_2WD, {
      frontCamber: '-2°',
      rearCamber: '-2.5°',
      frontShockLength: '112.5',
    });
    const camber = rows.find((r) => r.id === 'camber');
    expect(camber).toMatchObject({ label: 'Camber', front: { value: '-2°' }, rear: { value: '-2.5°' } });
    expect(rows.find((r) => r.id === 'shockLength')?.front?.value).toBe('112.5 mm');
    expect(rows.map((r) => r.label).slice(0, 6)).toEqual([
      'Tyre',
      'Insert',
      'Camber',
      'Toe',
      'Caster',
      'Ride height',
    ]);
  });

  it('leaves a side out where the kit has none (caster is front only, the toe block rear only)', () => {
    const rows = cornerRows(null, {});
    const sides = (id: string) => {
      const row = rows.find((r) => r.id === id);
      return [row?.front !== undefined, row?.rear !== undefined];
    };
    expect(sides('caster')).toEqual([true, false]);
    expect(sides('toeBlock')).toEqual([false, true]);
    expect(sides('camber')).toEqual([true, true]);
    expect(rows.find((r) => r.id === 'limiters')?.label).toBe('Limiters / droop screws');
    // Paired by what they are: the rear wheelbase (stored as rearArmPosition) beside the front one.
    expect(sides('armPosition')).toEqual([true, false]);
    expect(rows.find((r) => r.id === 'wheelbase')).toMatchObject({
      label: 'Wheelbase',
      front: { key: 'frontWheelbase' },
      rear: { key: 'rearArmPosition' },
    });
  });
});

describe('The other groups', () => {
  it('prints only what fits the car, but always a stored value', () => {
    const titles = (values: Record<string, string>) => otherGroups(ELECTRIC_2WD, values).map((g) => g.title);
    expect(titles({})).toEqual([
      'Steering',
      'Diffs and drivetrain',
      'Chassis and weight',
      'Electronics and gearing',
    ]);
    const drivetrain = otherGroups(ELECTRIC_2WD, {}).find((g) => g.id === 'drivetrain');
    expect(drivetrain?.lines.map((l) => l.key)).toEqual(['diffOil', 'slipper']);
    expect(titles({ glowPlug: 'OS P3' })).toContain('Nitro engine and clutch');
  });

  it('ends the gearing group with FDR and rollout, worked out, or lines to write them on', () => {
    const lines = (values: Record<string, string>) =>
      otherGroups(ELECTRIC_2WD, values)
        .find((g) => g.id === 'electronics')
        ?.lines.slice(-2)
        .map((l) => `${l.label}: ${l.value}`);
    // 81 ÷ 27 × 2.6 = 7.8; π × 84 ÷ 7.8 = 33.83 mm
    expect(lines({ pinion: '27', spur: '81', internalRatio: '2.6', tyreDiameter: '84' })).toEqual([
      'FDR (calculated): 7.80',
      'Rollout (calculated): 33.8 mm',
    ]);
    expect(lines({ spur: '81' })).toEqual(['FDR (calculated): ', 'Rollout (calculated): ']);
  });

  it('leaves the event group to the header and prints every ESC field', () => {
    expect(otherGroups(null, {}).map((g) => g.id)).not.toContain('event');
    expect(escGroups({ punchControl: 'Level 5' })[0]?.lines[0]).toEqual({
      key: 'punchControl',
      label: 'Punch control',
      value: 'Level 5',
    });
  });
});

describe('Balancing the two columns', () => {
  const group = (id: string, rows: number) => ({
    id,
    title: id,
    lines: Array.from({ length: rows }, (_, i) => ({ key: `${id}${i}`, label: 'x', value: '' })),
  });

  it('puts each group, in order, under the shorter column; the table starts the left one', () => {
    const { left, right } = balanceColumns(17, [group('a', 5), group('b', 7), group('c', 8), group('d', 10)]);
    expect(right.map((g) => g.id)).toEqual(['a', 'b', 'c']);
    expect(left.map((g) => g.id)).toEqual(['d']);
  });
});

describe('The kit-sheet fields of issue 33', () => {
  const NITRO_EIGHTH: VehicleFacts = { scale: '1:8', vehicleClass: null, power: 'nitro', drivetrain: '4WD' };
  const TENTH_2WD: VehicleFacts = { scale: '1:10', vehicleClass: null, power: 'electric', drivetrain: '2WD' };
  const values = kitSheetExamples();
  const printed = (facts: VehicleFacts) => {
    const lines = [
      ...cornerRows(facts, values).flatMap((r) => [r.front, r.rear]),
      ...otherGroups(facts, values).flatMap((g) => g.lines),
    ];
    return new Map(lines.flatMap((l) => (l ? [[l.key, l.value] as const] : [])));
  };

  it('prints every new field with its value on a 1:8 nitro buggy', () => {
    const lines = printed(NITRO_EIGHTH);
    for (const key of KIT_SHEET_KEYS) expect(lines.get(key), key).toBe(values[key]);
  });

  it('pairs the shock caps front and rear, and prints steering as its own group', () => {
    const caps = cornerRows(NITRO_EIGHTH, values).find((r) => r.id === 'shockCap');
    expect(caps).toMatchObject({
      label: 'Caps / bladders',
      front: { value: values.frontShockCap },
      rear: { value: values.rearShockCap },
    });
    const steering = otherGroups(NITRO_EIGHTH, {}).find((g) => g.id === 'steering');
    expect(steering?.lines.map((l) => l.label)).toEqual(['Ackermann', 'Bump steer', 'Servo', 'Servo saver']);
  });

  it('prints the left/right balance line only where the car weighs side to side, or a value is stored', () => {
    const chassisKeys = (facts: VehicleFacts, v: Record<string, string>) =>
      otherGroups(facts, v)
        .find((g) => g.id === 'chassis')
        ?.lines.map((l) => l.key);
    expect(chassisKeys(NITRO_EIGHTH, {})).toContain('balanceLeftRight');
    expect(chassisKeys(TENTH_2WD, {})).not.toContain('balanceLeftRight');
    expect(chassisKeys(TENTH_2WD, {})).toContain('balanceFrontRear');
    expect(chassisKeys(TENTH_2WD, { balanceLeftRight: 'L 51%' })).toContain('balanceLeftRight');
  });
});
