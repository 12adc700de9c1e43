import { describe, expect, it } from 'vitest';
import type { SetupVersion } from '../../../../shared/schemas/setup-version';
import { formatStoredValue } from '../../../../shared/setup-values';
import { compareHref, ownRef } from '../../../lib/compare-link';
import { fieldHistory, timeline, versionMoment } from './history';

const names = {
  car: (id: number) => (id === 1 ? 'Tekno RC EB48 2.2' : undefined),
  escSetup: (id: number) => (id === 5 ? 'Clay punch' : undefined),
};

const version = (v: number, changes: SetupVersion['changes'], extra: Partial<SetupVersion> = {}) =>
  ({
    version: v,
    createdAt: `2025-06-0${v}T12:00:00.000Z`,
    source: v === 1 ? 'create' : 'edit',
    note: null,
    outcome: 'untested',
    changes,
    installs: [],
    ...extra,
  }) satisfies SetupVersion;

/** Newest first, as the API sends them. */
const VERSIONS = [
  version(3, [
    { field: 'fileUrl', from: '/uploads/a.pdf', to: '/uploads/b.png' },
    { field: 'fileType', from: 'application/pdf', to: 'image/png' },
    { field: 'fileName', from: 'a.pdf', to: 'b.png' },
    { field: 'rearSpring', from: 'Blue', to: null },
  ]),
  version(2, [
    { field: 'rearSpring', from: null, to: 'Blue' },
    { field: 'weight', from: '1730', to: '1750' },
    { field: 'useManufacturerSheet', from: true, to: null },
    { field: 'escSetupId', from: null, to: 5 },
  ]),
  version(1, [
    { field: 'name', from: null, to: 'Club race' },
    { field: 'rcCarId', from: null, to: 1 },
    { field: 'fileUrl', from: null, to: '/uploads/a.pdf' },
    { field: 'fileType', from: null, to: 'application/pdf' },
    { field: 'fileName', from: null, to: 'a.pdf' },
    { field: 'useManufacturerSheet', from: null, to: true },
    { field: 'weight', from: null, to: '1730' },
  ]),
];

describe('setup history in a racer’s words', () => {
  it('formats values as the read view does: units, days, names for ids, Yes/No, — for empty', () => {
    expect(formatStoredValue('weight', '1730', names)).toBe('1730 g');
    expect(formatStoredValue('pinion', '24', names)).toBe('24T');
    expect(formatStoredValue('rearSpring', 'Blue', names)).toBe('Blue');
    expect(formatStoredValue('rearSpring', null, names)).toBe('—');
    expect(formatStoredValue('trackName', '', names)).toBe('—');
    expect(formatStoredValue('useManufacturerSheet', null, names)).toBe('No');
    expect(formatStoredValue('useManufacturerSheet', true, names)).toBe('Yes');
    expect(formatStoredValue('rcCarId', 1, names)).toBe('Tekno RC EB48 2.2');
    expect(formatStoredValue('rcCarId', 9, names)).toBe('A car no longer in your fleet');
    expect(formatStoredValue('escSetupId', 5, names)).toBe('Clay punch');
    expect(formatStoredValue('raceDate', '2025-06-14', names)).toMatch(/2025/);
  });

  it('lists each version’s changes with labels, the file as one "Setup file" line by name', () => {
    const entries = timeline(VERSIONS, names);
    expect(entries.map((e) => e.version)).toEqual([3, 2, 1]);
    const text = (i: number) => entries[i]?.lines.map((l) => `${l.label}: ${l.from} → ${l.to}`);
    expect(text(0)).toEqual(['Setup file: a.pdf → b.png', 'Rear spring: Blue → —']);
    expect(text(1)).toEqual([
      'Rear spring: — → Blue',
      'Weight: 1730 g → 1750 g',
      "Manufacturer's sheet: Yes → No",
      'ESC setup: — → Clay punch',
    ]);
    expect(text(2)).toEqual([
      'Name: — → Club race',
      'Vehicle: — → Tekno RC EB48 2.2',
      'Setup file: — → a.pdf',
      "Manufacturer's sheet: No → Yes",
      'Weight: — → 1730 g',
    ]);
  });

  it('names a file kept under another address by its name, and a removed one as —', () => {
    const entries = timeline(
      [
        version(3, [{ field: 'fileUrl', from: '/uploads/b.pdf', to: null }]),
        version(2, [{ field: 'fileUrl', from: '/uploads/a.pdf', to: '/uploads/b.pdf' }]),
        version(1, [
          { field: 'fileUrl', from: null, to: '/uploads/a.pdf' },
          { field: 'fileName', from: null, to: 'sheet.pdf' },
        ]),
      ],
      names,
    );
    expect(entries[1]?.lines).toEqual([
      { field: 'fileUrl', label: 'Setup file', from: 'sheet.pdf', to: 'sheet.pdf' },
    ]);
    expect(entries[0]?.lines[0]).toMatchObject({ from: 'sheet.pdf', to: '—' });
  });

  it('gives one field’s values over time, newest first, only where a version set it', () => {
    expect(fieldHistory(VERSIONS, 'weight', names)).toEqual([
      { version: 2, createdAt: '2025-06-02T12:00:00.000Z', value: '1750 g' },
      { version: 1, createdAt: '2025-06-01T12:00:00.000Z', value: '1730 g' },
    ]);
    expect(fieldHistory(VERSIONS, 'rearSpring', names).map((r) => r.value)).toEqual(['—', 'Blue']);
    expect(fieldHistory(VERSIONS, 'frontCamber', names)).toEqual([]);
  });

  it('links a version to compare with the setup now, and dates it relative and exact', () => {
    expect(compareHref('setup-sheet', [ownRef(12, 3), ownRef(12)])).toBe(
      '/compare?kind=setup-sheet&refs=12@3,12',
    );
    expect(versionMoment('2025-06-01T12:00:00.000Z', new Date('2025-06-02T13:00:00.000Z'))).toMatch(
      /^Yesterday · /,
    );
  });

  it('shows what a gearing change did to FDR and rollout, for the car the version ran on', () => {
    const b7 = { scale: '1:10', power: 'electric', drivetrain: '2WD', vehicleClass: null } as const;
    const gearing = [
      version(3, [{ field: 'tyreDiameter', from: '84', to: null }]),
      version(2, [{ field: 'pinion', from: '24', to: '25' }], { source: 'gearing' }),
      version(1, [
        { field: 'rcCarId', from: null, to: 1 },
        { field: 'pinion', from: null, to: '24' },
        { field: 'spur', from: null, to: '81' },
        { field: 'internalRatio', from: null, to: '2.6' },
        { field: 'tyreDiameter', from: null, to: '84' },
      ]),
    ];
    const lines = timeline(gearing, names, (content) => (content.rcCarId === 1 ? b7 : null)).map((e) =>
      e.lines.map((l) => `${l.label}: ${l.from} → ${l.to}${l.derived ? ' (derived)' : ''}`),
    );
    // 81 ÷ 24 × 2.6 = 8.775 → π × 84 ÷ 8.775 = 30.07 mm; pinion 25: 8.424 → 31.33 mm
    expect(lines[1]).toEqual([
      'Pinion: 24T → 25T',
      'FDR (calculated): 8.78 → 8.42 (derived)',
      'Rollout (calculated): 30.1 mm → 31.3 mm (derived)',
    ]);
    expect(lines[0]).toEqual([
      'Tyre diameter: 84 mm → —',
      'FDR (calculated): 8.42 → — (derived)',
      'Rollout (calculated): 31.3 mm → — (derived)',
    ]);
    expect(lines[2]?.slice(-2)).toEqual([
      'FDR (calculated): — → 8.78 (derived)',
      'Rollout (calculated): — → 30.1 mm (derived)',
    ]);
    // Other changes, and setups without gearing (ESC setups), get none.
    expect(
      timeline(VERSIONS, names)
        .flatMap((e) => e.lines)
        .some((l) => l.derived),
    ).toBe(false);
  });
});
