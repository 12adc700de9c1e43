import { describe, expect, it } from 'vitest';
import { conflictGroups, conflictRows, mergedBody, preselect } from './conflict';

const names = { car: (id: number) => (id === 1 ? 'Tekno EB48 2.2' : undefined), escSetup: () => undefined };

describe('preselect', () => {
  const base = { rearSpring: 'Blue' };
  it('keeps the side that changed a field, mine when both did (marked)', () => {
    expect(preselect(['rearSpring'], { rearSpring: 'Silver' }, base, base)).toEqual({
      choice: 'mine',
      changedOnBoth: false,
    });
    expect(preselect(['rearSpring'], base, { rearSpring: 'Gold' }, base)).toEqual({
      choice: 'theirs',
      changedOnBoth: false,
    });
    expect(preselect(['rearSpring'], { rearSpring: 'Silver' }, { rearSpring: 'Gold' }, base)).toEqual({
      choice: 'mine',
      changedOnBoth: true,
    });
  });
  it('starts on mine without a base, and reads blanks and null alike', () => {
    expect(preselect(['rearSpring'], { rearSpring: 'Silver' }, base)).toEqual({
      choice: 'mine',
      changedOnBoth: false,
    });
    expect(preselect(['notes'], { notes: '' }, { notes: 'Dusty' }, { notes: null })).toMatchObject({
      choice: 'theirs',
    });
  });
});

describe('conflictGroups', () => {
  it('lists a car sheet’s differing fields in the sheet’s groups, worded as the read view', () => {
    const base = { name: 'Club', rcCarId: 1, rearSpring: 'Blue', frontCamber: '-1', fileUrl: null };
    const mine = { ...base, rearSpring: 'Silver', frontCamber: '-1', notes: '' };
    const theirs = {
      ...base,
      rcCarId: null,
      frontCamber: '-2',
      fileUrl: '/uploads/a.pdf',
      fileType: 'application/pdf',
      fileName: 'kit.pdf',
      notes: null,
    };
    const groups = conflictGroups('setup-sheet', { mine, theirs, base }, names);
    expect(groups.map((g) => g.title)).toEqual(['Details', expect.any(String), expect.any(String)]);
    const rows = conflictRows(groups);
    expect(rows.map((r) => [r.label, r.mine, r.theirs, r.choice])).toEqual([
      ['Vehicle', 'Tekno EB48 2.2', '—', 'theirs'],
      ['Setup file', '—', 'kit.pdf', 'theirs'],
      ['Front camber', '-1', '-2', 'theirs'],
      ['Rear spring', 'Silver', 'Blue', 'mine'],
    ]);
  });

  it('marks an ESC field both sides changed, and leaves out what the body does not name', () => {
    const base = { name: 'Punchy', escMake: 'Hobbywing', boostTiming: '10' };
    const mine = { boostTiming: '12' };
    const theirs = { ...base, escMake: 'Tekin', boostTiming: '14' };
    const rows = conflictRows(conflictGroups('esc-setup', { mine, theirs, base }, names));
    expect(rows).toEqual([
      expect.objectContaining({ field: 'boostTiming', choice: 'mine', changedOnBoth: true }),
    ]);
  });
});

describe('mergedBody', () => {
  it('takes theirs where chosen, the file as one, and keeps everything else of mine', () => {
    const mine = { name: 'Club', rearSpring: 'Silver', fileUrl: null, fileType: null, fileName: null };
    const theirs = {
      name: 'Club',
      rearSpring: 'Gold',
      fileUrl: '/u/a.pdf',
      fileType: 'x',
      fileName: 'a.pdf',
    };
    const rows = conflictRows(conflictGroups('setup-sheet', { mine, theirs }, names));
    expect(mergedBody(mine, theirs, rows, { fileUrl: 'theirs' })).toEqual({
      name: 'Club',
      rearSpring: 'Silver',
      fileUrl: '/u/a.pdf',
      fileType: 'x',
      fileName: 'a.pdf',
    });
    expect(mergedBody(mine, theirs, rows, { rearSpring: 'theirs' })).toMatchObject({
      rearSpring: 'Gold',
      fileUrl: null,
    });
  });
});
