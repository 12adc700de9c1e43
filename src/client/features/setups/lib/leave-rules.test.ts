import { describe, expect, it } from 'vitest';
import { keepsEditor } from './leave-rules';

const at = (search: string, pathname = '/setup-sheets') => ({ pathname, search });

describe('which moves keep an open editor', () => {
  const sheet12 = { tab: 'car', form: 12 } as const;
  const newEsc = { tab: 'esc', form: 'new' } as const;

  it('keeps it for a change of the query that leaves the same form open', () => {
    expect(keepsEditor(sheet12, at('?id=12&edit=1'), at('?id=12&edit=1&car=3'))).toBe(true);
    expect(keepsEditor(sheet12, at('?selected=12&edit=1'), at('?id=12&edit=1'))).toBe(true);
    expect(keepsEditor(newEsc, at('?tab=esc&new=1'), at('?tab=esc&new=1&car=2'))).toBe(true);
  });

  it('keeps it when the other tab is shown, as both tabs stay mounted', () => {
    expect(keepsEditor(sheet12, at('?id=12&edit=1'), at('?tab=esc'))).toBe(true);
    expect(keepsEditor(newEsc, at('?tab=esc&new=1'), at('?id=4'))).toBe(true);
  });

  it('leaves it for another setup, the read view, a new one, nothing selected or another page', () => {
    expect(keepsEditor(sheet12, at('?id=12&edit=1'), at('?id=13'))).toBe(false);
    expect(keepsEditor(sheet12, at('?id=12&edit=1'), at('?id=12'))).toBe(false);
    expect(keepsEditor(sheet12, at('?id=12&edit=1'), at('?new=1'))).toBe(false);
    expect(keepsEditor(sheet12, at('?id=12&edit=1'), at(''))).toBe(false);
    expect(keepsEditor(sheet12, at('?id=12&edit=1'), at('', '/fleet'))).toBe(false);
    expect(keepsEditor(newEsc, at('?tab=esc&new=1'), at('?tab=esc&id=3&edit=1'))).toBe(false);
  });
});
