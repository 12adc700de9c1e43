import { describe, expect, it } from 'vitest';
import { runStats } from '../../../shared/run-stats';
import { runSchema } from '../../../shared/schemas/run';
import { lapsOf, makeRun } from '../../test/run-data';
import type { QueuedWrite } from '../outbox/store';
import { inRunList, isWaitingRun, queuedRun, withQueuedRuns } from './queued-runs';

const TIMES = [12_200, 16_640, 16_368, 16_910];
const write = (body: unknown): QueuedWrite => ({
  key: 'k',
  userId: 1,
  method: 'POST',
  url: '/api/runs',
  body,
  label: 'Run',
  queuedAt: Date.parse('2026-11-29T09:30:00Z'),
  state: 'waiting',
  invalidates: [],
  tempId: -5,
});
const body = {
  rcCarId: 3,
  date: '2026-11-29',
  trackName: 'Ridgeway',
  laps: lapsOf(TIMES),
  startSegment: true,
  clientRef: '0b7e7a9c-9a51-4c3e-8d0f-4c1f3a2b5e61',
};

describe('queuedRun', () => {
  it('is the run the server would answer, its stats by the server’s own code', () => {
    const run = queuedRun(body, write(body));
    expect(runSchema.parse(run)).toEqual(run);
    expect(run).toMatchObject({
      id: -5,
      session: 'practice',
      source: 'manual',
      createdAt: '2026-11-29T09:30:00.000Z',
    });
    expect(run?.stats).toEqual(runStats({ laps: lapsOf(TIMES), startSegment: true }));
    // The start segment is counted, never the best.
    expect(run?.stats).toMatchObject({ laps: 4, bestMs: 16_368 });
  });

  it('leaves out a queued body this build cannot read', () => {
    expect(queuedRun({ ...body, laps: [] }, write({}))).toBeNull();
    expect(queuedRun('garbage', write('garbage'))).toBeNull();
  });
});

describe('withQueuedRuns', () => {
  const server = [
    makeRun({ id: 9, date: '2026-11-29' }),
    makeRun({ id: 8, date: '2026-11-28' }),
    makeRun({ id: 7, date: '2026-11-20' }),
  ];
  const waiting = (id: number, date: string, clientRef: string | null = null) =>
    makeRun({ id, date, clientRef });

  it('lays each queued run in by date, newest first, before the server’s runs of its day', () => {
    const merged = withQueuedRuns(server, [
      waiting(-2, '2026-11-29'),
      waiting(-1, '2026-11-29'),
      waiting(-3, '2026-11-25'),
    ]);
    expect(merged.map((run) => run.id)).toEqual([-2, -1, 9, 8, -3, 7]);
  });

  it('shows a run once when the server already holds it (by its clientRef or its id)', () => {
    const ref = '0b7e7a9c-9a51-4c3e-8d0f-4c1f3a2b5e61';
    const held = [makeRun({ id: 10, date: '2026-11-29', clientRef: ref }), ...server];
    expect(withQueuedRuns(held, [waiting(-4, '2026-11-29', ref)]).map((run) => run.id)).toEqual([
      10, 9, 8, 7,
    ]);
    expect(withQueuedRuns(server, [waiting(9, '2026-11-29')]).map((run) => run.id)).toEqual([9, 8, 7]);
  });

  it('is marked waiting only under a stand-in id, also as a copy', () => {
    expect(isWaitingRun(server[0] ?? { id: 0 })).toBe(false);
    expect(isWaitingRun({ ...waiting(-2, '2026-11-29') })).toBe(true);
  });
});

describe('inRunList', () => {
  const run = makeRun({ id: 1, rcCarId: 3, date: '2026-11-29', trackName: 'Ridgeway' });
  it('filters as GET /api/runs does: car, track in any case, dates inclusive', () => {
    expect(inRunList(run, { rcCarId: 3, track: 'RIDGEWAY', from: '2026-11-29', to: '2026-11-29' })).toBe(
      true,
    );
    expect(inRunList(run, { rcCarId: 4 })).toBe(false);
    expect(inRunList(run, { track: 'Ridge' })).toBe(false);
    expect(inRunList(run, { from: '2026-11-30' })).toBe(false);
    expect(inRunList(run, { to: '2026-11-28' })).toBe(false);
  });
});
