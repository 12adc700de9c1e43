import type { LapStats } from '../../shared/lap-stats';
import { type ImpactRunInput, setupImpact } from '../../shared/run-impact';
import type { RaceIdentity, RaceKind, RunSession } from '../../shared/schemas/run';
import type { SetupImpact } from '../../shared/schemas/run-impact';
import type { Db } from '../db';
import { assertOwnSetup, type VersionedKind } from './setup-versions';

/** Which of a run's columns name a setup of the kind, and which the other kind it ran with. */
export const RUN_COLUMNS = {
  'setup-sheet': {
    id: 'setupSheetId',
    version: 'setupVersion',
    otherId: 'escSetupId',
    otherVersion: 'escVersion',
  },
  'esc-setup': {
    id: 'escSetupId',
    version: 'escVersion',
    otherId: 'setupSheetId',
    otherVersion: 'setupVersion',
  },
} as const;

type Stats = ImpactRunInput['stats'];
/** The figures of a run's stored stats the impact reads (services/tuning-history.ts reads them too). */
export const statsOf = (json: string): Stats => {
  const stats = JSON.parse(json) as LapStats;
  return {
    laps: stats.laps,
    cleanLaps: stats.cleanLaps,
    top5AvgMs: stats.top5AvgMs,
    consistencyPct: stats.consistencyPct,
    bestMs: stats.bestMs,
  };
};

/**
 * GET …/:id/impact (issue 16): what each version of the racer's setup did, from the summaries of
 * the runs made on it (their stats, never their laps: a car with 20,000 laps answers as fast as
 * one with 20). Another racer's setup is not found.
 */
export async function setupImpactOf(
  db: Db,
  kind: VersionedKind,
  userId: number,
  id: number,
): Promise<SetupImpact> {
  const c = RUN_COLUMNS[kind.name];
  await assertOwnSetup(db, kind, userId, id);
  const rows = await db
    .selectFrom('runs')
    .select([
      'id',
      `${c.version} as version`,
      `${c.otherId} as otherId`,
      `${c.otherVersion} as otherVersion`,
      'date',
      'trackName',
      'trackTempC',
      'tyres',
      'trackConditions',
      'trackSurface',
      'session',
      'race',
      'stats',
    ])
    .where(c.id, '=', id)
    .where('userId', '=', userId)
    .where(c.version, 'is not', null)
    .execute();
  return setupImpact(
    rows.map(({ otherId, otherVersion, stats, version, session, race, ...run }) => ({
      ...run,
      session: session as RunSession,
      version: version as number,
      otherSetup: otherId === null ? null : `${otherId}@${otherVersion ?? ''}`,
      stats: statsOf(stats),
      // The race an imported run was, so an A Main against a B Main reads as a confounder.
      race: raceOf(race),
    })),
  );
}

function raceOf(column: string | null): { raceName: string; kind: RaceKind | null } | null {
  if (!column) return null;
  const race = JSON.parse(column) as RaceIdentity;
  return { raceName: race.raceName, kind: race.kind };
}
