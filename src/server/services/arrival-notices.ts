import { figureDecimals } from '../../shared/run-stats';
import type { NoticeDraft } from '../../shared/schemas/notice';
import type { Run } from '../../shared/schemas/run';
import type { RaceDayChange } from '../../shared/schemas/run-overview';
import { formatLapTime } from '../../shared/timing/lap-time';
import type { Db } from '../db';
import { raceDayChanges } from './race-day-changes';

/**
 * What a racer reads when a race arrives by itself (issue 30): "B Main: 18 laps, best 16.37, 3rd",
 * then "Since the last run: rear spring Blue → Silver", the race-day overview's own lines.
 */

const ordinals = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
export const ordinal = (n: number) => `${n}${SUFFIX[ordinals.select(n)] ?? 'th'}`;

/**
 * The race with its class, "MODIFIED BUGGY B Main": a racer in two classes has an A-Main in each,
 * and a notice on a phone's lock screen has nothing else to tell them apart.
 */
export const raceLabelOf = (race: { className?: string | null; raceName?: string } | null | undefined) =>
  [race?.className, race?.raceName].filter(Boolean).join(' ');

export const raceLabel = (run: Pick<Run, 'race'>, fallback: string) => raceLabelOf(run.race) || fallback;

export function arrivalTitle(run: Run, raceName: string): string {
  const { stats, official } = run;
  const parts = [`${stats.laps} lap${stats.laps === 1 ? '' : 's'}`];
  if (stats.bestMs !== null)
    parts.push(`best ${formatLapTime(stats.bestMs, figureDecimals(stats, official, 'bestMs'))}`);
  if (run.race?.position) parts.push(ordinal(run.race.position));
  return `${raceLabel(run, raceName)}: ${parts.join(', ')}`;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** One setup step in words: its changed fields, or which setup replaced which. */
function stepText(change: RaceDayChange): string[] {
  if (change.fromVersion === null)
    return [change.replaced ? `${change.name} instead of ${change.replaced}` : `${change.name} installed`];
  return change.changes.map((field) => `${lower(field.label)} ${field.from} → ${field.to}`);
}

/** What changed on the car's setups since its run before this one. */
export async function sinceLastRun(db: Db, userId: number, run: Run): Promise<string> {
  if (run.rcCarId === null) return 'No setup changes since the last run';
  const previous = await db
    .selectFrom('runs')
    .select(['id', 'date', 'setupSheetId', 'setupVersion', 'escSetupId', 'escVersion'])
    .where('userId', '=', userId)
    .where('rcCarId', '=', run.rcCarId)
    .where('id', '!=', run.id)
    .where((eb) =>
      eb.or([eb('date', '<', run.date), eb.and([eb('date', '=', run.date), eb('id', '<', run.id)])]),
    )
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!previous) return 'The first run of this car';
  const changes = await raceDayChanges(db, userId, new Map([[run.rcCarId, [previous, run]]]));
  const lines = (changes.get(run.rcCarId) ?? []).flatMap(stepText);
  return lines.length > 0 ? `Since the last run: ${lines.join(', ')}` : 'No setup changes since the last run';
}

export async function arrivalNotice(
  db: Db,
  userId: number,
  run: Run,
  raceName: string,
): Promise<NoticeDraft> {
  return {
    kind: 'run_arrived',
    title: arrivalTitle(run, raceName),
    body: await sinceLastRun(db, userId, run),
    runId: run.id,
  };
}

export const confirmNotice = (driverName: string, raceName: string, matchId: number): NoticeDraft => ({
  kind: 'confirm_driver',
  title: `Is this you? ${driverName} in ${raceName}`,
  body: 'Say yes and the race becomes a run with its laps; say no and races under this name are not asked again.',
  matchId,
});
