import { describe, expect, it } from 'vitest';
import { ESC_GROUPS, SETUP_SHEET_GROUPS, type SetupGroup } from '../../../../shared/constants/setup-fields';
import { filledGroups } from '../../../../shared/setup-field-values';
import { type SheetRow, sheetSections } from './sheet-rows';

const sections = (catalogue: readonly SetupGroup[], values: Record<string, string>, extra = {}) =>
  sheetSections(filledGroups(catalogue, values), catalogue, extra);

/** A row as a line of text: 'Shock oil: 500 cSt | 450 cSt', 'Caster: 15°'. */
const text = (row: SheetRow) =>
  row.type === 'pair'
    ? `${row.label}: ${row.front?.value ?? ''} | ${row.rear?.value ?? ''}`
    : `${row.line.label}: ${row.line.value}`;

describe('The compact sheet’s rows', () => {
  it('pairs front and rear of one group on one row, in the order of the first side', () => {
    const [shocks] = sections(SETUP_SHEET_GROUPS, {
      rearShockOil: '450',
      frontShockOil: '500 cSt',
      frontSpring: 'Grey',
      rearSpring: 'Blue',
      frontShockLength: '112.5',
    });
    expect(shocks?.title).toBe('Shocks');
    expect(shocks?.paired).toBe(true);
    // Only the front shock length was written down: its row keeps the rear cell empty.
    expect(shocks?.rows.map(text)).toEqual([
      'Shock oil: 500 cSt | 450',
      'Spring: Grey | Blue',
      'Shock length: 112.5 mm | ',
    ]);
  });

  it('reads the Front and Rear groups as one section, fields with no partner alone', () => {
    const result = sections(SETUP_SHEET_GROUPS, {
      frontCamber: '-2°',
      rearCamber: '-2.5°',
      frontCaster: '15°',
      rearToeBlock: '3°',
      rearRideHeight: '29 mm',
    });
    expect(result.map((s) => [s.id, s.title, s.groupIds])).toEqual([
      ['front', 'Front and rear', ['front', 'rear']],
    ]);
    expect(result[0]?.rows.map(text)).toEqual([
      'Camber: -2° | -2.5°',
      'Caster: 15°',
      'Ride height:  | 29 mm',
      'Rear toe block: 3°',
    ]);
    expect(result[0]?.rows.map((r) => r.type)).toEqual(['pair', 'single', 'pair', 'single']);
  });

  it('leaves out what is empty, and sections with nothing filled', () => {
    const result = sections(SETUP_SHEET_GROUPS, {
      centerDiffOil: '10000 cSt',
      frontDiffOil: '  ',
      weight: '',
    });
    expect(result.map((s) => s.id)).toEqual(['drivetrain']);
    // The catalogue pairs the front and rear diffs: a table, though only the centre is filled.
    expect(result[0]?.paired).toBe(true);
    expect(result[0]?.rows.map(text)).toEqual(['Centre diff oil: 10000 cSt']);
  });

  it('pairs fields the catalogue gains, by side and label', () => {
    const catalogue: SetupGroup[] = [
      {
        id: 'hubs',
        title: 'Hubs',
        fields: [
          { key: 'frontHubCarrier', label: 'Front hub carrier', example: '0°' },
          { key: 'rearHubCarrier', label: 'Rear hub carrier', example: '3° toe' },
          { key: 'frontBumpSteer', label: 'Bump steer', example: '1 mm washer' },
          { key: 'wheelbase', label: 'Wheelbase', example: 'Long' },
        ],
      },
      {
        id: 'frontBody',
        title: 'Front body',
        fields: [{ key: 'frontBodyMount', label: 'Front mount', example: 'A' }],
      },
      {
        id: 'rearBody',
        title: 'Rear body',
        fields: [{ key: 'rearBodyMount', label: 'Rear mount', example: 'B' }],
      },
    ];
    const result = sections(catalogue, {
      frontHubCarrier: '0°',
      rearHubCarrier: '3° toe',
      frontBumpSteer: '1 mm',
      wheelbase: 'Long',
      frontBodyMount: 'A',
      rearBodyMount: 'B',
    });
    expect(result.map((s) => s.title)).toEqual(['Hubs', 'Front body and rear body']);
    expect(result.map((s) => s.rows.map(text))).toEqual([
      ['Hub carrier: 0° | 3° toe', 'Bump steer: 1 mm', 'Wheelbase: Long'],
      ['Mount: A | B'],
    ]);
  });

  it('ends a group with its worked-out lines, alone; an ESC setup has no pairs', () => {
    const sheet = sections(
      SETUP_SHEET_GROUPS,
      { spur: '81' },
      { electronics: [{ key: 'fdr', label: 'FDR (calculated)', value: '8.78' }] },
    );
    expect(sheet[0]?.rows.map(text)).toEqual(['Spur: 81T', 'FDR (calculated): 8.78']);
    const esc = sections(ESC_GROUPS, { punchControl: 'Level 5', dragBrake: '5%' });
    expect(esc.map((s) => [s.title, s.paired])).toEqual([
      ['Throttle', false],
      ['Brake', false],
    ]);
  });
});
