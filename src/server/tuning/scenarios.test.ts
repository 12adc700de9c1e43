import { describe, expect, it } from 'vitest';
import { ids, run, type Scenario } from './test/run';
import { CHASSIS_SCENARIOS } from './test/scenarios-chassis';
import { FAMILY_SCENARIOS } from './test/scenarios-families';
import { POWER_SCENARIOS } from './test/scenarios-power';

/**
 * The scenario table (issue 17): the books' first change must be the headline recommendation, for
 * electric and nitro, 2WD and 4WD, buggy and truggy. Rows the engine is known to miss stay in the table,
 * marked, and count against the pass rate, which must stay at 19 in 20 or better.
 */
const SCENARIOS: Scenario[] = [...CHASSIS_SCENARIOS, ...POWER_SCENARIOS, ...FAMILY_SCENARIOS];

/** Whether the full list holds `order` in that order (other changes may come between). */
const inOrder = (all: readonly string[], order: readonly string[]) => {
  const at = order.map((id) => all.indexOf(id));
  return at.every((i, n) => i > 0 && (n === 0 || i > (at[n - 1] ?? -1)));
};

const agrees = (s: Scenario) => {
  const result = run(s.goal, s.answers, s.car);
  const shown = ids(result);
  return (
    shown[0] === s.first &&
    (s.also ?? []).every((id) => shown.includes(id)) &&
    inOrder(ids(result, 'allRecommendations'), s.order ?? [])
  );
};

describe('the scenario table', () => {
  it('has at least 60 rows, each citing its book', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(60);
    for (const s of SCENARIOS) expect(s.source.trim(), s.name).not.toBe('');
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
  });

  it('covers electric and nitro, 2WD and 4WD, 1:8 and 1:10, buggy and truggy', () => {
    const has = (test: (s: Scenario) => boolean) => SCENARIOS.filter(test).length;
    expect(has((s) => s.car.power === 'electric')).toBeGreaterThanOrEqual(10);
    expect(has((s) => s.car.power === 'nitro')).toBeGreaterThanOrEqual(10);
    expect(has((s) => s.car.drivetrain === '2WD')).toBeGreaterThanOrEqual(10);
    expect(has((s) => s.car.drivetrain === '4WD')).toBeGreaterThanOrEqual(10);
    expect(has((s) => s.car.scale === '1:10')).toBeGreaterThanOrEqual(10);
    expect(has((s) => s.car.vehicleClass === 'truggy')).toBeGreaterThanOrEqual(5);
  });

  it.each(SCENARIOS.filter((s) => !s.knownMiss))('$name', (s) => {
    const result = run(s.goal, s.answers, s.car);
    expect(ids(result)[0], result.summary).toBe(s.first);
    expect(ids(result)).toEqual(expect.arrayContaining(s.also ?? []));
    const all = ids(result, 'allRecommendations');
    expect(inOrder(all, s.order ?? []), `${s.order} in ${all}`).toBe(true);
  });

  it('still misses the rows marked as known misses (so the marks stay true)', () => {
    for (const s of SCENARIOS.filter((x) => x.knownMiss)) expect(agrees(s), s.name).toBe(false);
  });

  it('agrees with the books on at least 19 in 20 rows', () => {
    const passed = SCENARIOS.filter(agrees).length;
    // The figure the issue reports: printed so a run shows it beside the bar.
    console.info(`scenario table: ${passed} of ${SCENARIOS.length} agree with the books`);
    expect(passed / SCENARIOS.length).toBeGreaterThanOrEqual(0.95);
  });
});
