import { describe, expect, it } from 'vitest';
import { CATALOGUE_MANUFACTURERS, catalogueModel, modelsFor, VEHICLE_CATALOGUE } from './vehicle-catalogue';
import { VEHICLE_CLASSES, VEHICLE_DRIVETRAINS, VEHICLE_POWERS, VEHICLE_SCALES } from './vehicles';

const kindOf = (manufacturer: string, model: string) => {
  const found = catalogueModel(manufacturer, model);
  return found && [found.scale, found.drivetrain, found.power, found.vehicleClass].join(' ');
};

describe('vehicle catalogue', () => {
  it('holds the 15 manufacturers of SPEC §3', () => {
    expect(CATALOGUE_MANUFACTURERS).toHaveLength(15);
  });

  it('spells ranges out, 2025 models included', () => {
    expect(modelsFor('Team Associated')).toEqual(
      expect.arrayContaining(['B6.1', 'B6.2', 'B6.3', 'B6.4', 'B7', 'B7D']),
    );
    expect(modelsFor('XRAY').filter((m) => m.startsWith('XB8'))).toEqual([
      "XB8 '20",
      "XB8 '21",
      "XB8 '22",
      "XB8 '23",
      "XB8 '24",
      "XB8 '25",
    ]);
    expect(modelsFor('XRAY')).toHaveLength(6 + 2 + 6 + 6 + 5);
    expect(modelsFor('Schumacher')).toContain('Cougar LD3');
  });

  it('has no duplicate model within a manufacturer and nothing for unknown names', () => {
    for (const [name, models] of Object.entries(VEHICLE_CATALOGUE)) {
      const names = models.map((m) => m.name);
      expect(new Set(names).size, name).toBe(names.length);
    }
    expect(modelsFor('Nobody RC')).toEqual([]);
    expect(modelsFor('constructor')).toEqual([]);
    expect(catalogueModel('Tekno RC', 'EB48 9.9')).toBeUndefined();
  });

  it('gives every model its scale, drivetrain, power and class', () => {
    for (const [maker, models] of Object.entries(VEHICLE_CATALOGUE)) {
      for (const m of models) {
        expect(VEHICLE_SCALES, `${maker} ${m.name}`).toContain(m.scale);
        expect(VEHICLE_DRIVETRAINS, `${maker} ${m.name}`).toContain(m.drivetrain);
        expect(VEHICLE_POWERS, `${maker} ${m.name}`).toContain(m.power);
        expect(VEHICLE_CLASSES, `${maker} ${m.name}`).toContain(m.vehicleClass);
        // Every 1:8 off-road car is 4WD; every 1:10 one here is electric.
        if (m.scale === '1:8') expect(m.drivetrain, `${maker} ${m.name}`).toBe('4WD');
        else expect(m.power, `${maker} ${m.name}`).toBe('electric');
      }
    }
  });

  it.each([
    ['Tekno RC', 'EB48 2.2', '1:8 4WD electric buggy'],
    ['Tekno RC', 'NB48 2.2', '1:8 4WD nitro buggy'],
    ['Tekno RC', 'NT48 2.2', '1:8 4WD nitro truggy'],
    ['Tekno RC', 'SCT410 2.0', '1:10 4WD electric short course'],
    ['Team Associated', 'B6.4', '1:10 2WD electric buggy'],
    ['Team Associated', 'B7D', '1:10 2WD electric buggy'],
    ['Team Associated', 'SC6.2', '1:10 2WD electric short course'],
    ['Team Associated', 'T6.2', '1:10 2WD electric truggy'],
    ['Team Losi Racing', '8IGHT-XTE', '1:8 4WD electric truggy'],
    ['XRAY', "XB4 '25", '1:10 4WD electric buggy'],
    ['Mayako', 'MX8E-25', '1:8 4WD electric buggy'],
  ])('%s %s is a %s', (maker, model, kind) => {
    expect(kindOf(maker, model)).toBe(kind);
  });
});
