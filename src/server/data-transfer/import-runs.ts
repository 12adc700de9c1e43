import { runDetailsOrNull } from '../../shared/run-details';
import { RUN_SUMMARY_COLUMNS, storeLaps, storeStats } from '../services/runs';
import { insertRows, insertRowsOnly } from './batch-insert';
import type { ExportData, RunRecord } from './format';
import {
  type ImportContext,
  keyText,
  mapped,
  matched,
  norm,
  placeholder,
  poolOf,
  sameFields,
} from './import-context';

/**
 * Runs (with their laps and tyre sets) and maintenance items (with their log): the records that
 * only name others, planned and written last.
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
export function planRuns(ctx: ImportContext, data: ExportData): RunRecord[] {
  const mineRuns = ctx.mine.data.runs.map((r) => ({
    ...r,
    tyreSets: [...r.tyreSetIds].sort((a, b) => a - b).join(','),
  }));
  const pool = poolOf(mineRuns, runKey);
  const importKeys = new Set(mineRuns.map((r) => r.importKey).filter(Boolean));
  const pending: RunRecord[] = [];
  for (const run of data.runs) {
    const values = {
      ...run,
      ...linksOf(ctx, run),
      tyreSets: tyreSetsOf(ctx, run)
        .sort((a, b) => a - b)
        .join(','),
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
    ctx.report.created.runs += 1;
    pending.push(run);
  }
  return pending;
}

const tyreSetsOf = (ctx: ImportContext, run: RunRecord) =>
  run.tyreSetIds.map((id) => mapped(ctx.tyreSets, id) as number);
const linksOf = (ctx: ImportContext, run: RunRecord) => ({
  rcCarId: mapped(ctx.cars, run.rcCarId),
  setupSheetId: mapped(ctx.setupSheets, run.setupSheetId),
  escSetupId: mapped(ctx.escSetups, run.escSetupId),
});

/** Written last but for maintenance: every link maps to a real id by now. */
export async function writeRuns(ctx: ImportContext, pending: RunRecord[]): Promise<void> {
  const ids = await insertRows(
    ctx,
    'runs',
    pending.map((run) => {
      const links = linksOf(ctx, run);
      return {
        userId: ctx.userId,
        ...links,
        setupVersion: links.setupSheetId === null ? null : run.setupVersion,
        escVersion: links.escSetupId === null ? null : run.escVersion,
        date: run.date,
        trackName: run.trackName,
        session: run.session,
        ...runDetailsOrNull(run),
        source: run.source,
        laps: storeLaps(run.laps),
        startSegment: run.startSegment ? 1 : 0,
        stats: storeStats(run.laps, run.startSegment, run.official),
        official: run.official ? JSON.stringify(run.official) : null,
        importKey: run.importKey,
        race: run.race ? JSON.stringify(run.race) : null,
        field: run.field ? JSON.stringify(run.field) : null,
        clientRef: run.clientRef,
        createdAt: run.createdAt,
        updatedAt: run.updatedAt,
      };
    }),
  );
  await insertRowsOnly(
    ctx,
    'runTyreSets',
    pending.flatMap((run, i) => tyreSetsOf(ctx, run).map((tyreSetId) => ({ runId: ids[i], tyreSetId }))),
  );
}

const ITEM_FIELDS = ['lifeUnit', 'lifeAmount', 'tankMinutes', 'lastDoneAt'] as const;

type ItemRecord = ExportData['maintenanceItems'][number];
type LogRecord = ItemRecord['log'][number];

/** New items, and new log entries by the item they go on (a racer's id, or a new item's placeholder). */
export interface PendingMaintenance {
  items: Array<{ item: ItemRecord; id: number }>;
  log: Array<{ itemId: number; entry: LogRecord }>;
}

export function planMaintenance(ctx: ImportContext, data: ExportData): PendingMaintenance {
  const key = (i: { rcCarId: number | null; name: string }) => keyText(i.rcCarId ?? '', i.name);
  const pool = poolOf(ctx.mine.data.maintenanceItems, key);
  const pending: PendingMaintenance = { items: [], log: [] };
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
      itemId = placeholder(ctx);
      pending.items.push({ item, id: itemId });
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
      pending.log.push({ itemId, entry });
      known.set(entry.doneAt, entry);
      ctx.report.created.maintenanceLog += 1;
    }
  }
  return pending;
}

export async function writeMaintenance(ctx: ImportContext, pending: PendingMaintenance): Promise<void> {
  const ids = await insertRows(
    ctx,
    'maintenanceItems',
    pending.items.map(({ item }) => ({
      userId: ctx.userId,
      rcCarId: mapped(ctx.cars, item.rcCarId),
      name: item.name,
      lifeUnit: item.lifeUnit,
      lifeAmount: item.lifeAmount,
      tankMinutes: item.tankMinutes,
      createdAt: item.createdAt,
      lastDoneAt: item.lastDoneAt,
    })),
  );
  const real = new Map(pending.items.map(({ id }, i) => [id, ids[i] as number]));
  await insertRowsOnly(
    ctx,
    'maintenanceLog',
    pending.log.map(({ itemId, entry }) => ({
      itemId: real.get(itemId) ?? itemId,
      doneAt: entry.doneAt,
      note: norm(entry.note) as string | null,
      usage: entry.usage,
    })),
  );
}
