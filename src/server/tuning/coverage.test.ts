import { describe, expect, it } from 'vitest';
import { ESC_TUNING_KEYS, SETUP_SHEET_TUNING_KEYS } from '../../shared/constants/setup-fields';
import { KIT_SHEET_KEYS } from '../../shared/test/kit-sheet-fields';
import {
  CORNER_PHASES,
  CORNER_PROBLEMS,
  ESC_FIELD_COVERAGE,
  type FieldCoverage,
  SHEET_FIELD_COVERAGE,
  SYMPTOM_FAMILIES,
  THROTTLE_STATES,
} from './coverage';
import { parameterDef } from './parameters';
import { explore } from './test/explore';

/**
 * The coverage map (issue 17): every tuning field of both setup kinds is reachable from a symptom,
 * and every family of symptoms a racer describes can be said and gets advice.
 */
const recommended = new Set<string>();
const familiesAdvised = new Set<string>();
const cornersAdvised = new Set<string>();
explore(({ tags, result }) => {
  for (const r of result.allRecommendations) recommended.add(r.parameter);
  if (result.recommendations.length === 0) return;
  for (const f of SYMPTOM_FAMILIES) if (f.any.some((t) => tags.has(t))) familiesAdvised.add(f.id);
  for (const phase of CORNER_PHASES)
    for (const problem of CORNER_PROBLEMS)
      for (const throttle of THROTTLE_STATES)
        if (tags.has(phase) && tags.has(problem) && tags.has(throttle))
          cornersAdvised.add(`${phase} ${problem} ${throttle}`);
});

const mapped = (coverage: Readonly<Record<string, FieldCoverage>>) =>
  Object.entries(coverage).flatMap(([field, c]) => (typeof c === 'string' ? [[field, c] as const] : []));
const recordOnly = (coverage: Readonly<Record<string, FieldCoverage>>) =>
  Object.entries(coverage).flatMap(([field, c]) => (typeof c === 'string' ? [] : [[field, c.recordOnly]]));

describe('the coverage map', () => {
  it('names every field of the setup sheet and of the ESC setup', () => {
    expect(Object.keys(SHEET_FIELD_COVERAGE).sort()).toEqual([...SETUP_SHEET_TUNING_KEYS].sort());
    expect(Object.keys(ESC_FIELD_COVERAGE).sort()).toEqual([...ESC_TUNING_KEYS].sort());
  });

  it('leaves at most one field in four as a record, each with its reason', () => {
    const records = [...recordOnly(SHEET_FIELD_COVERAGE), ...recordOnly(ESC_FIELD_COVERAGE)];
    const fields = SETUP_SHEET_TUNING_KEYS.length + ESC_TUNING_KEYS.length;
    // The kit sheet's parts (servo, body, shock caps) and set-once geometry (issue 33) are records.
    expect(records.length).toBeLessThanOrEqual(Math.floor(fields / 4));
    for (const [field, why] of records) expect(why?.length, field).toBeGreaterThan(20);
  });

  it('places every field issue 33 added: a parameter it is tuned with, or why it is not', () => {
    const coverage: Readonly<Record<string, FieldCoverage>> = SHEET_FIELD_COVERAGE;
    for (const key of KIT_SHEET_KEYS) expect(coverage[key], key).toBeDefined();
    expect(coverage.frontHubCarrier).toBe('frontCaster');
    expect(coverage.rearHubCarrier).toBe('rearToe');
    expect(coverage.balanceFrontRear).toBe('ballast');
    expect(coverage.servo).toEqual({ recordOnly: expect.stringMatching(/equipment/) });
  });

  it('maps every other field to a parameter the wizard knows', () => {
    const unknown = [...mapped(SHEET_FIELD_COVERAGE), ...mapped(ESC_FIELD_COVERAGE)].filter(
      ([, p]) => !parameterDef(p),
    );
    expect(unknown).toEqual([]);
  });

  it('reaches every one of those parameters from at least one symptom', () => {
    const unreached = [...mapped(SHEET_FIELD_COVERAGE), ...mapped(ESC_FIELD_COVERAGE)]
      .filter(([, p]) => !recommended.has(p))
      .map(([field, p]) => `${field} (${p})`);
    expect(unreached).toEqual([]);
  });

  it('lets the racer say every family of symptoms, and advises on each', () => {
    expect(SYMPTOM_FAMILIES.map((f) => f.id).filter((id) => !familiesAdvised.has(id))).toEqual([]);
  });

  it('organises cornering by phase × problem × throttle, every combination advised', () => {
    const all = CORNER_PHASES.flatMap((phase) =>
      CORNER_PROBLEMS.flatMap((problem) => THROTTLE_STATES.map((t) => `${phase} ${problem} ${t}`)),
    );
    expect(all.filter((c) => !cornersAdvised.has(c))).toEqual([]);
  });
});
