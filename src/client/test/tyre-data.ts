import type { TyreSet, TyreSetDetail } from '../../shared/schemas/tyre-set';

/** Tyre sets for client tests (never imported by app code). */
export function makeTyreSet(overrides: Partial<TyreSet> & Pick<TyreSet, 'id'>): TyreSet {
  return {
    brand: 'Pro-Line',
    compound: 'M3 Soft',
    insert: null,
    wheel: null,
    position: 'all',
    gluedOn: null,
    cost: null,
    notes: null,
    retired: false,
    usage: { runs: 0, laps: 0, bestMs: null, top5AvgMs: null, lastRunOn: null },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const withRuns = (set: TyreSet, runs: TyreSetDetail['runs']): TyreSetDetail => ({ ...set, runs });
