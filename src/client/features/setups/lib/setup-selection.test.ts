import { describe, expect, it } from 'vitest';
import {
  openForm,
  readFilter,
  readSelection,
  readTab,
  selectionHref,
  switchTab,
  writeFilter,
  writeSelection,
} from './setup-selection';

const url = (search: string) => new URLSearchParams(search);

describe('the selection in the URL, for both kinds', () => {
  it('reads a car sheet from ?id= or the fleet’s ?selected=, and a new one from ?new=1', () => {
    expect(readSelection(url('id=11'), 'car')).toEqual({ mode: 'view', id: 11 });
    expect(readSelection(url('selected=11'), 'car')).toEqual({ mode: 'view', id: 11 });
    expect(readSelection(url('id=11&edit=1'), 'car')).toEqual({ mode: 'edit', id: 11 });
    expect(readSelection(url('new=1'), 'car')).toEqual({ mode: 'new' });
    expect(readSelection(url(''), 'car')).toEqual({ mode: 'none' });
  });

  it('reads an ESC setup from ?tab=esc&id= and a new one from ?tab=esc&new=1', () => {
    expect(readSelection(url('tab=esc&id=21'), 'esc')).toEqual({ mode: 'view', id: 21 });
    expect(readSelection(url('tab=esc&id=21&edit=1'), 'esc')).toEqual({ mode: 'edit', id: 21 });
    expect(readSelection(url('tab=esc&new=1'), 'esc')).toEqual({ mode: 'new' });
    expect(readSelection(url('tab=esc'), 'esc')).toEqual({ mode: 'none' });
  });

  it('lets each URL speak for one tab only: links without a tab are the car tab’s', () => {
    expect(readTab(url('id=11'))).toBe('car');
    expect(readTab(url('tab=esc&id=21'))).toBe('esc');
    expect(readSelection(url('id=11'), 'esc')).toEqual({ mode: 'none' });
    expect(readSelection(url('tab=esc&id=21'), 'car')).toEqual({ mode: 'none' });
    expect(readSelection(url('tab=other&id=11'), 'car')).toEqual({ mode: 'view', id: 11 });
  });

  it.each(['abc', '0', '-3', '1.5', '12345678901', ''])('reads id=%s as nothing selected', (id) => {
    expect(readSelection(url(`id=${id}`), 'car')).toEqual({ mode: 'none' });
    expect(readSelection(url(`tab=esc&id=${id}`), 'esc')).toEqual({ mode: 'none' });
  });

  it('writes a selection in place of the old one and keeps the tab and anything else', () => {
    expect(String(writeSelection(url('selected=4&new=1'), { mode: 'edit', id: 12 }))).toBe('id=12&edit=1');
    expect(String(writeSelection(url('id=12&edit=1'), { mode: 'view', id: 12 }))).toBe('id=12');
    expect(String(writeSelection(url('tab=esc&id=21'), { mode: 'new' }))).toBe('tab=esc&new=1');
    expect(String(writeSelection(url('tab=esc&id=21'), { mode: 'none' }))).toBe('tab=esc');
    expect(selectionHref(url('tab=esc'), 22)).toBe('?tab=esc&id=22');
    expect(selectionHref(url('utm=x&id=1'), 13)).toBe('?utm=x&id=13');
    expect(selectionHref(url('id=1&edit=1&car=3'), 13)).toBe('?car=3&id=13');
  });

  it('switching tabs sets the selection of the tab left aside and puts back the other’s', () => {
    const toEsc = switchTab(url('id=11'), 'esc', undefined);
    expect(String(toEsc.params)).toBe('tab=esc');
    expect(String(toEsc.setAside)).toBe('id=11');
    const selected = writeSelection(toEsc.params, { mode: 'view', id: 21 });
    const toCar = switchTab(selected, 'car', toEsc.setAside);
    expect(String(toCar.params)).toBe('id=11');
    expect(String(toCar.setAside)).toBe('id=21');
    expect(String(switchTab(toCar.params, 'esc', toCar.setAside).params)).toBe('tab=esc&id=21');
    // An editor left open goes aside with its mode, and the list's filter stays in the URL.
    expect(String(switchTab(url('car=3&id=11&edit=1'), 'esc', undefined).setAside)).toBe('id=11&edit=1');
    expect(String(switchTab(url('car=3&id=11&edit=1'), 'esc', undefined).params)).toBe('car=3&tab=esc');
  });

  it('names the form a selection has open: a new one, or a stored one being edited, not one being read', () => {
    expect(openForm({ mode: 'new' })).toBe('new');
    expect(openForm({ mode: 'edit', id: 4 })).toBe(4);
    expect(openForm({ mode: 'view', id: 4 })).toBeUndefined();
    expect(openForm({ mode: 'none' })).toBeUndefined();
  });
});

describe('the vehicle filter in the URL', () => {
  it('reads ?car= as a vehicle id, anything else as all vehicles, and writes it beside the rest', () => {
    expect(readFilter(url('car=3&id=1'))).toBe(3);
    expect(readFilter(url('car=x'))).toBe('all');
    expect(readFilter(url(''))).toBe('all');
    expect(String(writeFilter(url('id=1'), 3))).toBe('id=1&car=3');
    expect(String(writeFilter(url('id=1&car=3'), 'all'))).toBe('id=1');
  });
});
