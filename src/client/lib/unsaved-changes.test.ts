import { describe, expect, it } from 'vitest';
import { registerUnsavedCheck, unsavedChangeNames } from './unsaved-changes';

describe('unsaved changes', () => {
  it('names what every registered check holds, and forgets a check once removed', () => {
    expect(unsavedChangeNames()).toEqual([]);
    const removeSheet = registerUnsavedCheck(() => ["'Dry clay'"]);
    const removeEsc = registerUnsavedCheck(() => []);
    expect(unsavedChangeNames()).toEqual(["'Dry clay'"]);
    removeSheet();
    removeEsc();
    expect(unsavedChangeNames()).toEqual([]);
  });
});
