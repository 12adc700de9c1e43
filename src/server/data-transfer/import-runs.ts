import { RUN_SUMMARY_COLUMNS, storeLaps, storeStats } from '../services/runs';
import type { ExportData, RunRecord } from './format';
import { type ImportContext, keyText, mapped, matched, norm, poolOf, sameFields } from './import-context';

/**
 * Runs (with their laps and tyre sets) and maintenance items (with their log): the records that
 * only name others, imported last.
 */

const RUN_IDENTITY = new Set<string>([
  'id',
  'rcCarId',
  'date',
  'trackName',
  'session',
  'source',
  'stats',
  'official',
  'createdAt',
  'updatedAt',
]);

/** What a racer says about a run beside its identity (car, day, session, track, laps), and its links. */
const RUN_FIELDS = [...RUN_SUMMARY_COLUMNS.filter((c) => !RUN_IDENTITY.has(c)), 'tyreSets'] as const;

type RunKeyed = {
  rcCarId: number | null;
  date: string;
  session?: string;
  trackName: string;
  laps: RunRecord['laps'];
};
const runKey = (r: RunKeyed) =>
  keyText(
    r.rcCarId ?? '',
    r.date,
    r.session,
    r.trackName,
    r.laps.map((l) => `${l.lapNo}:${l.timeMs}`).join(','),
  );

/** A run is the same run when its car, day, session, track and laps are; its details may differ. */
export async function importRuns(ctx: ImportContext, data: ExportData): Promise<void> {
  const mineRuns = ctx.mine.data.runs.map((r) => ({
    ...r,
    tyreSets: [...r.tyreSetIds].sort((a, b) => a - b).join(','),
  }));
  const pool = poolOf(mineRuns, runKey);
  const importKeys = new Set(mineRuns.map((r) => r.importKey).filter(Boolean));
  for (const run of data.runs) {
    const tyreSetIds = run.tyreSetIds.map((id) => mapped(ctx.tyreSets, id) as number);
    const values = {
      ...run,
      rcCarId: mapped(ctx.cars, run.rcCarId),
      setupSheetId: mapped(ctx.setupSheets, run.setupSheetId),
      escSetupId: mapped(ctx.escSetups, run.escSetupId),
      tyreSets: [...tyreSetIds].sort((a, b) => a - b).join(','),
    };
    const name = `${run.trackName} ${run.date} (${run.session})`;
    const mine = pool.take(runKey(values));
    if (mine) {
      matched(
        ctx,
        'runs',
        sameFields(values, mine, RUN_FIELDS),
        name,
        'Your run with these laps has other details; yours is kept',
      );
      continue;
    }
    if (run.importKey && importKeys.has(run.importKey)) {
      ctx.report.conflicts.push({
        kind: 'runs',
        name,
        reason: 'You imported this result already; yours is kept',
      });
      continue;
    }
    if (run.importKey) importKeys.add(run.importKey);
    const { id } = await ctx.trx
      .insertInto('runs')
      .values({
        userId: ctx.userId,
        rcCarId: values.rcCarId,
        setupSheetId: values.setupSheetId,
        setupVersion: values.setupSheetId === null ? null : run.setupVersion,
        escSetupId: values.escSetupId,
        escVersion: values.escSetupId === null ? null : run.escVersion,
        date: run.date,
        trackName: run.trackName,
        eventName: run.eventName ?? null,
        session: run.session,
        round: run.round ?? null,
        trackSurface: run.trackSurface ?? null,
        trackConditions: run.trackConditions ?? null,
        airTempC: run.airTempC ?? null,
        trackTempC: run.trackTempC ?? null,
        humidityPct: run.humidityPct ?? null,
        tyres: run.tyres ?? null,
        rating: run.rating ?? null,
        notes: run.notes ?? null,
        source: run.source,
        laps: storeLaps(run.laps),
        stats: storeStats(run.laps),
        official: run.official ? JSON.stringify(run.official) : null,
        importKey: run.importKey,
        createdAt: run.createdAt,
        updatedAt: run.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (tyreSetIds.length > 0)
      await ctx.trx
        .insertInto('runTyreSets')
        .values(tyreSetIds.map((tyreSetId) => ({ runId: id, tyreSetId })))
        .execute();
    ctx.report.created.runs += 1;
  }
}

const ITEM_FIELDS = ['lifeUnit', 'lifeAmount', 'tankMinutes', 'lastDoneAt'] as const;

export async function importMaintenance(ctx: ImportContext, data: ExportData): Promise<void> {
  const key = (i: { rcCarId: number | null; name: string }) => keyText(i.rcCarId ?? '', i.name);
  const pool = poolOf(ctx.mine.data.maintenanceItems, key);
  for (const item of data.maintenanceItems) {
    const rcCarId = mapped(ctx.cars, item.rcCarId) as number;
    const mine = pool.take(key({ rcCarId, name: item.name }));
    let itemId: number;
    const known = new Map<string, { note: string | null; usage: number }>();
    if (mine) {
      matched(
        ctx,
        'maintenanceItems',
        sameFields(item, mine, ITEM_FIELDS),
        item.name,
        'Your item of this name on this car has another life; yours is kept',
      );
      itemId = mine.id;
      for (const entry of mine.log) known.set(entry.doneAt, entry);
    } else {
      ({ id: itemId } = await ctx.trx
        .insertInto('maintenanceItems')
        .values({
          userId: ctx.userId,
          rcCarId,
          name: item.name,
          lifeUnit: item.lifeUnit,
          lifeAmount: item.lifeAmount,
          tankMinutes: item.tankMinutes,
          createdAt: item.createdAt,
          lastDoneAt: item.lastDoneAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      ctx.report.created.maintenanceItems += 1;
    }
    for (const entry of item.log) {
      const other = known.get(entry.doneAt);
      if (other) {
        const same = norm(other.note) === norm(entry.note) && other.usage === entry.usage;
        matched(
          ctx,
          'maintenanceLog',
          same,
          `${item.name} ${entry.doneAt.slice(0, 10)}`,
          'Your log entry of this time says otherwise; yours is kept',
        );
        continue;
      }
      await ctx.trx
        .insertInto('maintenanceLog')
        .values({ itemId, doneAt: entry.doneAt, note: norm(entry.note) as string | null, usage: entry.usage })
        .execute();
      known.set(entry.doneAt, entry);
      ctx.report.created.maintenanceLog += 1;
    }
  }
}
