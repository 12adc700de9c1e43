import type { RunSession } from '../../../../shared/schemas/run';
import type { RaceDayChange, RaceDayRun } from '../../../../shared/schemas/run-overview';

/** The "Last race day" card's words: the day, each run's session, and each setup change. */

const SESSION_LABELS: Record<RunSession, string> = {
  practice: 'Practice',
  qualifier: 'Qualifier',
  main: 'Main',
  test: 'Test',
};

/** 'Qualifier · Round 2' ('2' as typed reads as a round), 'Main · A1', 'Practice'. */
export function sessionLine(run: Pick<RaceDayRun, 'session' | 'round'>): string {
  const label = SESSION_LABELS[run.session];
  if (!run.round) return label;
  return `${label} · ${/^\d+$/.test(run.round) ? `Round ${run.round}` : run.round}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
let longDay: Intl.DateTimeFormat | undefined;
let shortDay: Intl.DateTimeFormat | undefined;

/** A stored day at the viewer's local midnight, so it never shifts by time zone. */
const localDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/** 'Today', 'Yesterday', else 'Sat, 14 Jun 2025' in the viewer's locale. */
export function raceDateLabel(date: string, now: Date = new Date()): string {
  const day = localDay(date);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysAgo = Math.round((today.getTime() - day.getTime()) / DAY_MS);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  longDay ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return longDay.format(day);
}

/** '7 Jun 2025': when the run before a change was. */
function shortDate(date: string): string {
  shortDay ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  return shortDay.format(localDay(date));
}

/** Beyond this many fields a change says "and N more": the History timeline lists them all. */
export const FIELDS_SHOWN = 4;

export interface ChangeText {
  /** 'Setup “Clay A”', 'ESC “Punchy”'. */
  setup: string;
  /** What changed, read straight after `setup`: the fields, a swap, or that nothing differs. */
  what: string;
  /** '(v3 → v4, since 7 Jun 2025)'. */
  when: string;
}

/** One change as the card shows it: 'Setup “Clay A”: Rear spring Blue → Silver (v3 → v4, between runs)'. */
export function changeText(change: RaceDayChange, day: string): ChangeText {
  const setup = `${change.kind === 'setup-sheet' ? 'Setup' : 'ESC'} “${change.name}”`;
  const since = change.sinceDate === day ? 'between runs' : `since ${shortDate(change.sinceDate)}`;
  if (change.fromVersion === null) {
    const what = change.replaced === null ? ' fitted' : ` in place of “${change.replaced}”`;
    return { setup, what, when: `(v${change.toVersion}, ${since})` };
  }
  const lines = change.changes.map((field) => `${field.label} ${field.from} → ${field.to}`);
  const more = lines.length - FIELDS_SHOWN;
  const what =
    lines.length === 0
      ? ': no setting differs'
      : `: ${lines.slice(0, FIELDS_SHOWN).join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
  return { setup, what, when: `(v${change.fromVersion} → v${change.toVersion}, ${since})` };
}
