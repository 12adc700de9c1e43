import { describe, expect, it } from 'vitest';
import { maintenanceItemInputSchema, maintenancePresets, usageIn } from './maintenance';

describe('maintenance usage', () => {
  const used = { runs: 3, totalMs: 3 * 5 * 60_000 + 59_000 }; // 15 min 59 s over three runs

  it('counts runs, minutes and tanks, never rounding up', () => {
    expect(usageIn('runs', used, null)).toBe(3);
    expect(usageIn('minutes', used, null)).toBe(15.9);
    expect(usageIn('tanks', used, 8)).toBe(1.9); // 15.98 ÷ 8 = 1.998
    expect(usageIn('tanks', used, null)).toBe(2.2); // the default 7 minutes a tank
  });

  it('keeps minutes per tank for tanks only, with a default', () => {
    const base = { name: ' Glow plug ', lifeAmount: 20 };
    expect(maintenanceItemInputSchema.parse({ ...base, lifeUnit: 'tanks' })).toEqual({
      name: 'Glow plug',
      lifeUnit: 'tanks',
      lifeAmount: 20,
      tankMinutes: 7,
    });
    expect(
      maintenanceItemInputSchema.parse({ ...base, lifeUnit: 'runs', tankMinutes: 9 }).tankMinutes,
    ).toBeNull();
  });

  it('refuses a life that is not a whole number from 1', () => {
    for (const lifeAmount of [0, 1.5, -3, 10_001])
      expect(maintenanceItemInputSchema.safeParse({ name: 'x', lifeUnit: 'runs', lifeAmount }).success).toBe(
        false,
      );
  });

  it('offers nitro parts for a nitro car and motor bearings for an electric one', () => {
    const names = (power: string | null) => maintenancePresets(power).map((p) => p.name);
    expect(names('nitro')).toContain('Clutch shoes');
    expect(names('nitro')).not.toContain('Motor bearings');
    expect(names('electric')).toContain('Motor bearings');
    expect(names('electric')).not.toContain('Glow plug');
    expect(names(null)).toEqual(expect.arrayContaining(['Diff rebuild', 'Glow plug', 'Motor bearings']));
  });
});
