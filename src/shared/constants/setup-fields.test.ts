import { describe, expect, it } from 'vitest';
import { ESC_TUNING_KEYS, SETUP_SHEET_TUNING_KEYS } from './setup-fields';

describe('tuning field catalogue', () => {
  it('covers every tuning field of SPEC §3 exactly once', () => {
    expect(SETUP_SHEET_TUNING_KEYS).toHaveLength(26);
    expect(new Set(SETUP_SHEET_TUNING_KEYS).size).toBe(26);
    expect(ESC_TUNING_KEYS).toHaveLength(20);
    expect(new Set(ESC_TUNING_KEYS).size).toBe(20);
  });
});
