/** The figures of `npm run bench:heavy`, one row a phase, and how they are printed. */
import type { AttackFigures } from './heavy-attacker';
import type { ReadFigures } from './heavy-reads';
import type { EventLoop } from './heavy-server';

const MB = 1024 * 1024;

/** The budget for other racers while the attacks run. */
export const BUDGET = { readP99Ms: 50, eventLoopMaxMs: 50 };

export interface Row {
  dialect: string;
  phase: string;
  reads: ReadFigures;
  eventLoop: EventLoop;
  memory: { beforeMb: number; peakMb: number } | null;
  attack: Record<string, AttackFigures> | null;
  /** The bench's own longest event-loop block: were it large, the read times would be suspect. */
  benchLoopMaxMs: number;
  /** The machine's 1-minute load average as the phase began: on shared cores, the noise floor. */
  load: number;
  meetsBudget: boolean;
}

const mb = (n: number | undefined) => (n === undefined ? '?' : n.toFixed(0));
const blockText = (e: EventLoop) => (e.maxMs === null ? `>${e.waitedMs}` : String(e.maxMs));
const blockedShare = (e: EventLoop) =>
  e.blockedMs === null || !e.windowMs ? '?' : `${Math.round((100 * e.blockedMs) / e.windowMs)}%`;

export function summary(row: Row): string {
  const r = row.reads;
  const attack = Object.entries(row.attack ?? {})
    .map(
      ([kind, a]) =>
        `${kind}: ${a.sent} sent, answers ${JSON.stringify(a.statuses)}, p50 ${a.p50Ms} ms, max ${a.maxMs} ms, largest ${(a.largestAnswerBytes / MB).toFixed(1)} MB, ${a.cutOff} cut off, ${a.errors} errors`,
    )
    .join('; ');
  return (
    `reads p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms (${r.sent} sent, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.unanswered} unanswered); ` +
    `event loop max ${blockText(row.eventLoop)} ms, p99 ${row.eventLoop.p99Ms ?? '?'} ms, blocked ${blockedShare(row.eventLoop)} of ${row.eventLoop.windowMs ?? '?'} ms; ` +
    `RSS ${mb(row.memory?.beforeMb)} → peak ${mb(row.memory?.peakMb)} MB; bench loop max ${row.benchLoopMaxMs} ms` +
    (attack ? `\n    attacker: ${attack}` : '')
  );
}

export function printTable(rows: Row[]): void {
  const cols = [
    'dialect',
    'phase',
    'p50 ms',
    'p99 ms',
    'max ms',
    'failed',
    'loop max',
    'loop p99',
    'blocked',
    'RSS MB',
    'peak MB',
    'load',
    'budget',
  ];
  const line = (cells: string[]) =>
    console.log(cells.map((c, i) => (i < 2 ? c.padEnd(i === 0 ? 9 : 28) : c.padStart(9))).join(' '));
  console.log('');
  line(cols);
  for (const r of rows)
    line([
      r.dialect,
      r.phase,
      String(r.reads.p50),
      String(r.reads.p99),
      String(r.reads.max),
      String(r.reads.non2xx + r.reads.errors + r.reads.unanswered),
      blockText(r.eventLoop),
      String(r.eventLoop.p99Ms ?? '?'),
      blockedShare(r.eventLoop),
      mb(r.memory?.beforeMb),
      mb(r.memory?.peakMb),
      r.load.toFixed(1),
      r.meetsBudget ? 'met' : 'MISSED',
    ]);
  console.log(
    `budget (issue 28): other racers' read p99 ≤ ${BUDGET.readP99Ms} ms, no failed read, event loop never blocked > ${BUDGET.eventLoopMaxMs} ms`,
  );
}
