import { describe, expect, it } from 'vitest';
import { describeVehicleFacts, inferVehicleFacts, kindLine } from './vehicle-class';

const car = (
  manufacturer: string,
  model: string,
  scale: string | null = null,
  drivetrain: string | null = null,
  power: string | null = null,
) => inferVehicleFacts({ manufacturer, model, scale, drivetrain, power, vehicleClass: null });

describe('vehicle facts for the editor and the tuning wizard', () => {
  it.each([
    ['Tekno RC', 'EB48 2.2', '1:8', '4WD', 'electric', 'buggy', 'slipper'],
    ['Tekno RC', 'NB48 2.2', '1:8', '4WD', 'nitro', 'buggy', null],
    ['Team Associated', 'RC8B4.1', '1:8', '4WD', 'nitro', 'buggy', null],
    ['Team Losi Racing', '8IGHT-XE', '1:8', '4WD', 'electric', 'buggy', 'slipper'],
    ['Team Losi Racing', '8IGHT-X Elite', '1:8', '4WD', 'nitro', 'buggy', null],
    ['Mugen Seiki', 'MBX8 Eco', '1:8', '4WD', 'electric', 'buggy', 'slipper'],
    ['Mugen Seiki', 'MBX8TR', '1:8', '4WD', 'nitro', 'truggy', null],
    ['Serpent', 'SRX8E', '1:8', '4WD', 'electric', 'buggy', 'slipper'],
    ['Kyosho', 'MP9e Evo', '1:8', '4WD', 'electric', 'buggy', 'slipper'],
    ['Sparko Racing', 'F8TE', '1:8', '4WD', 'electric', 'truggy', 'slipper'],
    ['Agama', 'N1 Nitro', '1:8', '4WD', 'nitro', 'buggy', null],
    ['Team Associated', 'B6.4', '1:10', '2WD', 'electric', 'buggy', null],
    ['Team Associated', 'B74.2', '1:10', '4WD', 'electric', 'buggy', null],
    ['XRAY', "XB2 '24", '1:10', '2WD', 'electric', 'buggy', null],
    ['XRAY', "XB8 '24", '1:8', '4WD', 'nitro', 'buggy', null],
    ['Schumacher', 'Cat L1R', '1:10', '4WD', 'electric', 'buggy', null],
  ])('%s %s is %s %s %s %s', (manufacturer, model, scale, drivetrain, power, vehicleClass, lack) => {
    // Kit facts: a 1:8 electric kit has no slipper (constants/kit-parts/kit-facts.ts).
    const lacks = lack ? { lacks: [lack] } : {};
    expect(car(manufacturer, model)).toEqual({ scale, drivetrain, power, vehicleClass, ...lacks });
  });

  it('lets what the racer saved win over the catalogue, fact by fact', () => {
    expect(car('Team Associated', 'B6.4', null, '4WD').drivetrain).toBe('4WD');
    expect(car('Tekno RC', 'EB48 2.2', '1:10').scale).toBe('1:10');
    expect(car('Tekno RC', 'EB48 2.2', null, null, 'nitro')).toMatchObject({ power: 'nitro', scale: '1:8' });
    expect(
      inferVehicleFacts({
        manufacturer: 'Tekno RC',
        model: 'EB48 2.2',
        scale: null,
        drivetrain: null,
        vehicleClass: 'truggy',
      }).vehicleClass,
    ).toBe('truggy');
  });

  it('reads a model typed under a catalogue maker from the catalogue', () => {
    expect(car('Tekno RC', 'eb48 2.2')).toMatchObject({ power: 'electric', scale: '1:8' });
    expect(car('Tekno RC', 'EB48 2.2 Team edition')).toMatchObject({
      power: 'electric',
      vehicleClass: 'buggy',
    });
    // A year the catalogue does not list is still an XB8.
    expect(car('XRAY', "XB8 '19")).toEqual({
      scale: '1:8',
      drivetrain: '4WD',
      power: 'nitro',
      vehicleClass: 'buggy',
    });
    // The longest catalogue name it starts with decides: MBX8 is nitro, MBX8 Eco electric.
    expect(car('Mugen Seiki', 'MBX8 Special').power).toBe('nitro');
    expect(car('Mugen Seiki', 'MBX8 Eco Special').power).toBe('electric');
  });

  it('reads a custom car from its name and stays neutral when it cannot', () => {
    expect(car('Garage', 'Special Nitro', '1:8')).toEqual({
      scale: '1:8',
      drivetrain: '4WD',
      power: 'nitro',
      vehicleClass: null,
    });
    expect(car('Garage', 'RC8B3.2e')).toEqual({
      scale: null,
      drivetrain: null,
      power: 'electric',
      vehicleClass: null,
    });
    expect(car('Garage', 'Home build', '1:10')).toEqual({
      scale: '1:10',
      drivetrain: null,
      power: 'electric',
      vehicleClass: null,
    });
    expect(car('Garage', 'Home build')).toEqual({
      scale: null,
      drivetrain: null,
      power: null,
      vehicleClass: null,
    });
  });

  it('describes what it knows', () => {
    const nitro = { scale: '1:8', drivetrain: '4WD', power: 'nitro', vehicleClass: 'buggy' } as const;
    expect(describeVehicleFacts(nitro)).toBe('1:8 nitro 4WD');
    expect(kindLine(nitro)).toBe('1:8 · 4WD · Nitro · Buggy');
    expect(kindLine({ scale: '1:10', drivetrain: null, power: null, vehicleClass: 'short course' })).toBe(
      '1:10 · Short course',
    );
    const unknown = { scale: null, drivetrain: null, power: null, vehicleClass: null };
    expect(describeVehicleFacts(unknown)).toBe('');
    expect(kindLine(unknown)).toBe('');
  });
});
