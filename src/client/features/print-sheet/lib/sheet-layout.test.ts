import { describe, expect, it } from 'vitest';
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
  });
});

describe('The other groups', () => {
  it('prints only what fits the car, but always a stored value', () => {
    const titles = (values: Record<string, string>) => otherGroups(ELECTRIC_2WD, values).map((g) => g.title);
    expect(titles({})).toEqual(['Diffs and drivetrain', 'Chassis and weight', 'Electronics and gearing']);
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
