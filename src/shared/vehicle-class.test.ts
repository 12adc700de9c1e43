import { describe, expect, it } from 'vitest';
import { VEHICLE_CATALOGUE } from './constants/vehicle-catalogue';
import { describeVehicleFacts, inferVehicleFacts } from './vehicle-class';

const car = (
  manufacturer: string,
  model: string,
  scale: string | null = null,
  drivetrain: string | null = null,
) => inferVehicleFacts({ manufacturer, model, scale, drivetrain });

describe('vehicle facts for the tuning wizard', () => {
  it.each([
    ['Tekno RC', 'EB48 2.2', '1:8', '4WD', 'electric'],
    ['Tekno RC', 'NB48 2.2', '1:8', '4WD', 'nitro'],
    ['Team Associated', 'RC8B4.1', '1:8', '4WD', 'nitro'],
    ['Team Losi Racing', '8IGHT-XE', '1:8', '4WD', 'electric'],
    ['Team Losi Racing', '8IGHT-X Elite', '1:8', '4WD', 'nitro'],
    ['Mugen Seiki', 'MBX8 Eco', '1:8', '4WD', 'electric'],
    ['Mugen Seiki', 'MBX8R', '1:8', '4WD', 'nitro'],
    ['Serpent', 'SRX8E', '1:8', '4WD', 'electric'],
    ['Serpent', 'SRX8 GP', '1:8', '4WD', 'nitro'],
    ['Kyosho', 'MP9e Evo', '1:8', '4WD', 'electric'],
    ['Sparko Racing', 'F8TE', '1:8', '4WD', 'electric'],
    ['Agama', 'N1 Nitro', '1:8', '4WD', 'nitro'],
    ['Team Associated', 'B6.4', '1:10', '2WD', 'electric'],
    ['Team Associated', 'B74.2', '1:10', '4WD', 'electric'],
    ['XRAY', "XB2 '24", '1:10', '2WD', 'electric'],
    ['XRAY', "XB8 '24", '1:8', '4WD', 'nitro'],
    ['Schumacher', 'Cat L1R', '1:10', '4WD', 'electric'],
  ])('%s %s is %s %s %s', (manufacturer, model, scale, drivetrain, power) => {
    expect(car(manufacturer, model)).toEqual({ scale, drivetrain, power });
  });

  it('lets what the racer saved win over the catalogue', () => {
    expect(car('Team Associated', 'B6.4', null, '4WD').drivetrain).toBe('4WD');
    expect(car('Tekno RC', 'EB48 2.2', '1:10').scale).toBe('1:10');
  });

  it('reads a custom car from its name and stays neutral when it cannot', () => {
    expect(car('Garage', 'Special Nitro', '1:8')).toEqual({
      scale: '1:8',
      drivetrain: '4WD',
      power: 'nitro',
    });
    expect(car('Garage', 'RC8B3.2e')).toEqual({ scale: null, drivetrain: null, power: 'electric' });
    expect(car('Garage', 'Home build', '1:10')).toEqual({
      scale: '1:10',
      drivetrain: null,
      power: 'electric',
    });
    expect(car('Garage', 'Home build')).toEqual({ scale: null, drivetrain: null, power: null });
    expect(car('WIRC', 'SBX-2')).toEqual({ scale: null, drivetrain: null, power: null });
  });

  it('knows every catalogue model of the fourteen brands it has a table for', () => {
    const unknown = Object.entries(VEHICLE_CATALOGUE)
      .flatMap(([maker, models]) => models.map((m) => [maker, m] as const))
      .filter(([maker]) => maker !== 'WIRC')
      .filter(([maker, model]) => !car(maker, model).power)
      .map(([maker, model]) => `${maker} ${model}`);
    expect(unknown).toEqual(['SWorkz Zeus', 'Agama N110']);
  });

  it('describes what it knows', () => {
    expect(describeVehicleFacts({ scale: '1:8', drivetrain: '4WD', power: 'nitro' })).toBe('1:8 nitro 4WD');
    expect(describeVehicleFacts({ scale: null, drivetrain: null, power: null })).toBe('');
  });
});
