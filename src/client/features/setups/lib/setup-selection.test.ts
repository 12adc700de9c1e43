import { describe, expect, it } from 'vitest';
import { readSelection, readTab, selectionHref, switchTab, writeSelection } from './setup-selection';

const url = (search: string) => new URLSearchParams(search);

describe('the selection in the URL, for both kinds', () => {
  it('reads a car sheet from ?id= or the fleet’s ?selected=, and a new one from ?new=1', () => {
    expect(readSelection(url('id=11'), 'car')).toEqual({ mode: 'edit', id: 11 });
    expect(readSelection(url('selected=11'), 'car')).toEqual({ mode: 'edit', id: 11 });
    expect(readSelection(url('new=1'), 'car')).toEqual({ mode: 'new' });
    expect(readSelection(url(''), 'car')).toEqual({ mode: 'none' });
  });

  it('reads an ESC setup from ?tab=esc&id= and a new one from ?tab=esc&new=1', () => {
    expect(readSelection(url('tab=esc&id=21'), 'esc')).toEqual({ mode: 'edit', id: 21 });
    expect(readSelection(url('tab=esc&new=1'), 'esc')).toEqual({ mode: 'new' });
    expect(readSelection(url('tab=esc'), 'esc')).toEqual({ mode: 'none' });
  });

  it('lets each URL speak for one tab only: links without a tab are the car tab’s', () => {
    expect(readTab(url('id=11'))).toBe('car');
    expect(readTab(url('tab=esc&id=21'))).toBe('esc');
    expect(readSelection(url('id=11'), 'esc')).toEqual({ mode: 'none' });
    expect(readSelection(url('tab=esc&id=21'), 'car')).toEqual({ mode: 'none' });
    expect(readSelection(url('tab=other&id=11'), 'car')).toEqual({ mode: 'edit', id: 11 });
  });

  it.each(['abc', '0', '-3', '1.5', '12345678901', ''])('reads id=%s as nothing selected', (id) => {
    expect(readSelection(url(`id=${id}`), 'car')).toEqual({ mode: 'none' });
    expect(readSelection(url(`tab=esc&id=${id}`), 'esc')).toEqual({ mode: 'none' });
  });

  it('writes a selection in place of the old one and keeps the tab and anything else', () => {
    expect(String(writeSelection(url('selected=4&new=1'), { mode: 'edit', id: 12 }))).toBe('id=12');
    expect(String(writeSelection(url('tab=esc&id=21'), { mode: 'new' }))).toBe('tab=esc&new=1');
    expect(String(writeSelection(url('tab=esc&id=21'), { mode: 'none' }))).toBe('tab=esc');
    expect(selectionHref(url('tab=esc'), 22)).toBe('?tab=esc&id=22');
    expect(selectionHref(url('utm=x&id=1'), 13)).toBe('?utm=x&id=13');
  });

  it('switching tabs sets the selection of the tab left aside and puts back the other’s', () => {
    const toEsc = switchTab(url('id=11'), 'esc', undefined);
    expect(String(toEsc.params)).toBe('tab=esc');
    expect(String(toEsc.setAside)).toBe('id=11');
    const selected = writeSelection(toEsc.params, { mode: 'edit', id: 21 });
    const toCar = switchTab(selected, 'car', toEsc.setAside);
    expect(String(toCar.params)).toBe('id=11');
    expect(String(toCar.setAside)).toBe('id=21');
    expect(String(switchTab(toCar.params, 'esc', toCar.setAside).params)).toBe('tab=esc&id=21');
  });
});
