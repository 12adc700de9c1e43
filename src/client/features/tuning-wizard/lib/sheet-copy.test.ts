import { describe, expect, it } from 'vitest';
import { setupSheetCopySchema } from '../../../../shared/schemas/setup-copy';
import { rec } from '../test/render';
import { isApplicable, wizardCopyRequest } from './sheet-copy';

describe('apply to a copy of my setup', () => {
  it('asks for only sheet fields with a worked-out value, and notes what changed', () => {
    const oil = rec(1, {
      parameter: 'frontShockOil',
      title: 'Thinner front shock oil',
      current: '500 cSt',
      newValue: '450 cSt',
    });
    const wing = rec(2, { parameter: 'rearWing', newValue: 'steeper' });
    const spring = rec(3, { parameter: 'rearSpring', newValue: null });
    expect([oil, wing, spring].map(isApplicable)).toEqual([true, false, false]);
    const body = wizardCopyRequest([oil, wing, spring], 'More steering', 'Base');
    expect(body).toEqual({
      changes: { frontShockOil: '450 cSt' },
      note: 'AI Setup Wizard (More steering) from "Base": Thinner front shock oil: 500 cSt → 450 cSt.',
      suffix: 'wizard',
    });
    // What the browser sends is what the server accepts.
    expect(setupSheetCopySchema.safeParse(body).success).toBe(true);
  });
});
