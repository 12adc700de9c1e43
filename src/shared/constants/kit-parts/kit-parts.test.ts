import { describe, expect, it } from 'vitest';
import { SETUP_SHEET_TUNING_KEYS } from '../setup-fields';
import { catalogueModel } from '../vehicle-catalogue';
import { findPart, KIT_CATALOGUES, kitFor, partChoices, partLabel, stiffness } from '.';
import { kitLacks } from './kit-facts';
import type { KitPart, PartSet } from './types';

/** The field each kind of part may fill, by the key's ending. */
const FIELD_OF: Record<PartSet['kind'], RegExp> = {
  spring: /^(front|rear)Spring$/,
  piston: /^(front|rear)Piston$/,
  swayBar: /^(front|rear)SwayBar$/,
  shockOil: /^(front|rear)ShockOil$/,
  diffOil: /^(diffOil|frontDiffOil|centerDiffOil|rearDiffOil)$/,
};

/** The one value that says what the part is: its rate, viscosity, diameter or holes. */
function measured(set: PartSet, part: KitPart): boolean {
  const p = part as unknown as Record<string, unknown>;
  const positive = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v > 0;
  switch (set.kind) {
    case 'spring':
      return positive(p.rate) && typeof p.colour === 'string' && p.colour.trim() !== '';
    case 'shockOil':
    case 'diffOil':
      return positive(p.wt) || positive(p.cSt);
    case 'swayBar':
      return positive(p.diameter);
    case 'piston':
      return positive(p.hole) && Number.isInteger(p.holes) && positive(p.holes);
  }
}

const sets = KIT_CATALOGUES.flatMap((kit) =>
  kit.sets.map((set) => ({ kit: `${kit.manufacturer} ${kit.kit}`, set })),
);

describe('kit part catalogues', () => {
  it('cover the twelve kits of issue 32, each a catalogue model of its maker, no model twice', () => {
    const named = [
      ['Team Associated', 'B6.4'],
      ['Team Associated', 'B7'],
      ['Team Associated', 'RC8B4'],
      ['XRAY', "XB2 '24"],
      ['XRAY', "XB4 '24"],
      ['XRAY', "XB8 '24"],
      ['Tekno RC', 'EB48 2.2'],
      ['Tekno RC', 'NB48 2.2'],
      ['Mugen Seiki', 'MBX8'],
      ['Yokomo', 'YZ-2 DTM3'],
      ['Team Losi Racing', '22 5.0 DC'],
      ['Kyosho', 'MP10'],
    ];
    for (const [maker, model] of named)
      expect(kitFor(maker as string, model as string), model).not.toBeNull();
    const covered = KIT_CATALOGUES.flatMap((k) => k.models.map((m) => `${k.manufacturer} ${m}`));
    expect(new Set(covered).size).toBe(covered.length);
    for (const kit of KIT_CATALOGUES)
      for (const model of kit.models) expect(catalogueModel(kit.manufacturer, model), model).toBeDefined();
  });

  it.each(sets)('$kit $set.kind: every part measured and sourced, in order, none twice', ({ set }) => {
    expect(set.parts.length).toBeGreaterThan(0);
    for (const part of set.parts) {
      expect(measured(set, part), partLabel(set, part)).toBe(true);
      expect(part.source.document.trim()).not.toBe('');
      if (part.source.url) expect(part.source.url).toMatch(/^https:\/\//);
    }
    const order = set.parts.map((p) => stiffness(set, p));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    const labels = set.parts.map((p) => partLabel(set, p));
    expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
    // A part the sheet offers is found again when the racer picks it.
    for (const [i, label] of labels.entries()) expect(findPart(set, label), label).toBe(i);
  });

  it.each(KIT_CATALOGUES)('$manufacturer $kit: each field in one set, of its own kind', (kit) => {
    const fields = kit.sets.flatMap((s) => s.fields);
    expect(new Set(fields).size).toBe(fields.length);
    for (const set of kit.sets)
      for (const field of set.fields) {
        expect(SETUP_SHEET_TUNING_KEYS).toContain(field);
        expect(field).toMatch(FIELD_OF[set.kind]);
      }
  });

  it('finds a kit by the model as typed, and offers its parts per field', () => {
    expect(kitFor('XRAY', "XB8 '24 Spec")?.kit).toBe('XB8');
    expect(kitFor(' Team Associated ', 'b6.4')?.kit).toBe('B6.4');
    expect(kitFor('Mugen Seiki', 'MBX8 Eco')).toBeNull();
    expect(kitFor('Home built', 'B6.4')).toBeNull();
    const b64 = partChoices(kitFor('Team Associated', 'B6.4'));
    expect(b64.frontSpring).toEqual(['Blue 3.30 lb/in', 'Gray 3.60 lb/in']);
    expect(b64.rearSpring).toBeUndefined();
    expect(b64.rearShockOil).toContain('30 wt (350 cSt)');
    expect(partChoices(null)).toEqual({});
  });

  it('reads a part as racers write it, and refuses what could be two parts', () => {
    const set = kitFor('Team Associated', 'B6.4')?.sets.find((s) => s.kind === 'spring') as PartSet;
    expect(findPart(set, 'Gray 3.60')).toBe(1);
    expect(findPart(set, 'grey')).toBe(1);
    expect(findPart(set, '3.3 lb')).toBe(0);
    expect(findPart(set, 'Gray 3.30')).toBe(-1);
    expect(findPart(set, 'Red 4.0')).toBe(-1);
    const oil = kitFor('Team Associated', 'B6.4')?.sets.find((s) => s.kind === 'shockOil') as PartSet;
    expect(findPart(oil, '30wt')).toBe(findPart(oil, '350 cSt'));
    expect(findPart(oil, '30 wt (425 cSt)')).toBe(-1);
    const diff = kitFor('XRAY', "XB8 '23")?.sets.find((s) => s.fields.includes('centerDiffOil')) as PartSet;
    expect(partLabel(diff, diff.parts[findPart(diff, '7k')] as KitPart)).toBe('7000 cSt');
    expect(findPart(diff, '10,000 cSt')).toBe(findPart(diff, '10000'));
  });
});

describe('kit facts', () => {
  it('say a 1:8 electric kit has no slipper, and nothing of a kit that has one', () => {
    expect(kitLacks('Tekno RC', 'EB48 2.2')).toEqual({ lacks: ['slipper'] });
    expect(kitLacks('Tekno RC', 'EB48 2.2 Team')).toEqual({ lacks: ['slipper'] });
    expect(kitLacks('Mugen Seiki', 'MBX8 Eco')).toEqual({ lacks: ['slipper'] });
    expect(kitLacks('Team Associated', 'B6.4')).toEqual({});
    expect(kitLacks('Mugen Seiki', 'MBX8')).toEqual({});
    expect(kitLacks('Home built', 'EB48 2.2')).toEqual({});
  });
});
