import { describe, expect, it } from 'vitest';
import { ids, run } from './test/run';
import { SCENARIOS } from './test/scenarios';

describe('knowledge-base scenarios', () => {
  it('has at least 30', () => expect(SCENARIOS.length).toBeGreaterThanOrEqual(30));

  it.each(SCENARIOS)('$name', ({ goal, answers, car, expect: wanted }) => {
    const result = run(goal, answers, car ?? null);
    expect(ids(result)).toEqual(expect.arrayContaining(wanted));
  });
});
