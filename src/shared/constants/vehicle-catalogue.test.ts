import { describe, expect, it } from 'vitest';
import { CATALOGUE_MANUFACTURERS, modelsFor, VEHICLE_CATALOGUE } from './vehicle-catalogue';

describe('vehicle catalogue', () => {
  it('holds the 15 manufacturers of SPEC §3', () => {
    expect(CATALOGUE_MANUFACTURERS).toHaveLength(15);
  });

  it('spells ranges out', () => {
    expect(modelsFor('Team Associated')).toEqual(expect.arrayContaining(['B6.1', 'B6.2', 'B6.3', 'B6.4']));
    expect(modelsFor('XRAY').filter((m) => m.startsWith('XB8'))).toEqual([
      "XB8 '20",
      "XB8 '21",
      "XB8 '22",
      "XB8 '23",
      "XB8 '24",
    ]);
    expect(modelsFor('XRAY')).toHaveLength(5 + 2 + 5 + 5 + 5);
    expect(modelsFor('Schumacher')).toContain('Cougar LD3');
  });

  it('has no duplicate model within a manufacturer and nothing for unknown names', () => {
    for (const [name, models] of Object.entries(VEHICLE_CATALOGUE)) {
      expect(new Set(models).size, name).toBe(models.length);
    }
    expect(modelsFor('Nobody RC')).toEqual([]);
  });
});
