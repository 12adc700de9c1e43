import { describe, expect, it } from 'vitest';
import type { SetupVersion } from '../../../../shared/schemas/setup-version';
import { KIT_SHEET_KEYS, kitField, kitSheetExamples } from '../../../../shared/test/kit-sheet-fields';
import { fieldHistory, timeline } from './history';

const names = { car: () => undefined, escSetup: () => undefined };
const version = (v: number, changes: SetupVersion['changes']): SetupVersion => ({
  version: v,
  createdAt: `2026-11-0${v}T12:00:00.000Z`,
  source: v === 1 ? 'create' : 'edit',
  note: null,
  outcome: 'untested',
  changes,
  installs: [],
});

describe('the History timeline of the kit-sheet fields of issue 33', () => {
  const examples: Record<string, string> = kitSheetExamples();
  const VERSIONS = [
    version(2, [
      { field: 'servoSaver', from: examples.servoSaver ?? null, to: 'Alu, stiff spring' },
      { field: 'balanceLeftRight', from: examples.balanceLeftRight ?? null, to: null },
    ]),
    version(
      1,
      KIT_SHEET_KEYS.map((key) => ({ field: key, from: null, to: examples[key] ?? null })),
    ),
  ];

  it('lists each new field’s change under its catalogue label', () => {
    const [latest, first] = timeline(VERSIONS, names);
    expect(latest?.lines.map((l) => `${l.label}: ${l.from} → ${l.to}`)).toEqual([
      `Servo saver: ${examples.servoSaver} → Alu, stiff spring`,
      `Left / right balance: ${examples.balanceLeftRight} → —`,
    ]);
    expect(first?.lines.map((l) => l.label)).toEqual(KIT_SHEET_KEYS.map((key) => kitField(key).label));
  });

  it('tells one new field’s story, newest first, for its history button', () => {
    const story = fieldHistory(VERSIONS, 'servoSaver', names);
    expect(story.map((s) => s.value)).toEqual(['Alu, stiff spring', examples.servoSaver]);
  });
});
