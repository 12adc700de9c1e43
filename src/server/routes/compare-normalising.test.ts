import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareAnswer } from '../../shared/schemas/compare';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

/**
 * Compare's normalisation table through the endpoint (issue 15): one row per rule that reads the
 * same once normalised, the raw values still as written, and the traps that must still differ.
 */
const TABLE: Array<{ rule: string; field: string; a: string; b: string; differs: boolean }> = [
  { rule: 'case and spacing', field: 'rearSpring', a: 'Blue (soft)', b: 'blue  (SOFT)', differs: false },
  { rule: 'number and unit', field: 'frontShockOil', a: '35wt', b: '35 wt', differs: false },
  { rule: 'k suffix', field: 'frontDiffOil', a: '7k cSt', b: '7000 cst', differs: false },
  { rule: 'k with a decimal', field: 'centerDiffOil', a: '7.5k', b: '7500', differs: false },
  { rule: 'degree sign', field: 'frontCamber', a: '-2°', b: '-2.0', differs: false },
  { rule: 'degree word', field: 'rearCamber', a: '-2.5 deg', b: '-2.50°', differs: false },
  { rule: 'decimal comma', field: 'antiSquat', a: '2,5°', b: '2.5', differs: false },
  { rule: 'leading zero', field: 'frontSwayBar', a: '.5', b: '0.5', differs: false },
  { rule: "the field's own unit", field: 'frontShockLength', a: '112.5', b: '112.50', differs: false },
  { rule: 'pistons keep their holes', field: 'frontPiston', a: '1.3 x 6', b: '1.3 x 60', differs: true },
  { rule: 'toe keeps its direction', field: 'rearToe', a: '3° in', b: '3° out', differs: true },
  {
    rule: 'front and rear stay apart',
    field: 'droop',
    a: 'F 110 / R 120',
    b: 'F 120 / R 110',
    differs: true,
  },
  { rule: 'droop spacing', field: 'wing', a: 'F 110 / R 120', b: 'f110/r120', differs: false },
];

describe.each(DIALECTS)('compare normalisation (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let answer: CompareAnswer;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = (await registerRacer(t.app)).cookie;
    ids = [];
    for (const side of ['a', 'b'] as const) {
      const payload = Object.fromEntries(TABLE.map((r) => [r.field, r[side]]));
      const res = await call(t.app, me, {
        method: 'POST',
        url: '/api/setup-sheets',
        payload: { ...payload, name: `Sheet ${side}`, slipper: side === 'a' ? 'Pads 2' : null },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    // Written before the weight became a number field: "1730 g" and a bare 1730 are one weight.
    await t.database.db
      .updateTable('setupSheets')
      .set({ weight: '1730 g' })
      .where('id', '=', ids[0] as number)
      .execute();
    await t.database.db
      .updateTable('setupSheets')
      .set({ weight: '1730' })
      .where('id', '=', ids[1] as number)
      .execute();
    const res = await call(t.app, me, {
      method: 'GET',
      url: `/api/compare?kind=setup-sheet&refs=${ids.join(',')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json();
  });
  afterAll(() => t.close());

  it.each(TABLE)('$rule: $a vs $b → differs $differs', ({ field, a, b, differs }) => {
    expect(answer.rows.find((r) => r.field === field)).toMatchObject({ values: [a, b], differs });
  });

  it("a bare number and the same number with the field's unit: 1730 vs 1730 g", () => {
    expect(answer.rows.find((r) => r.field === 'weight')).toMatchObject({
      values: ['1730 g', '1730'],
      differs: false,
    });
  });

  it('skips rows empty in every column, and a value beside an empty one differs', () => {
    expect(answer.rows.find((r) => r.field === 'frontTyre')).toBeUndefined();
    expect(answer.rows.find((r) => r.field === 'slipper')).toMatchObject({
      values: ['Pads 2', null],
      differs: true,
    });
  });
});
