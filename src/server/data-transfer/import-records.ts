import { insertRows } from './batch-insert';
import type { ExportData } from './format';
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
 * Cars, transponders and tyre sets: the records others link to. Each kind is planned (matched
 * to the racer's, what is new collected, nothing written) and later written in batches; a new
 * record's placeholder id is then replaced by its real one in the context's maps.
 */

type CarRecord = ExportData['cars'][number];
type TyreSetRecord = ExportData['tyreSets'][number];
type TransponderRecord = ExportData['transponders'][number];

const urlOf = (ctx: ImportContext, url: string | null) => (url ? (ctx.urls.get(url) ?? null) : null);

const CAR_FIELDS = ['status', 'scale', 'drivetrain', 'power', 'vehicleClass', 'notes'] as const;

export function planCars(ctx: ImportContext, data: ExportData): CarRecord[] {
  const key = (c: { manufacturer: string; model: string }) => keyText(c.manufacturer, c.model);
  const pool = poolOf(ctx.mine.data.cars, key);
  const pending: CarRecord[] = [];
  for (const car of data.cars) {
    const mine = pool.take(key(car));
    const name = `${car.manufacturer} ${car.model}`;
    if (mine) {
      ctx.cars.set(car.id, mine.id);
      matched(
        ctx,
        'cars',
        sameFields(car, mine, CAR_FIELDS),
        name,
        'Your car of this name has other details; yours is kept',
      );
      continue;
    }
    const id = placeholder(ctx);
    ctx.cars.set(car.id, id);
    ctx.newCars.add(id);
    ctx.report.created.cars += 1;
    pending.push(car);
  }
  return pending;
}

export async function writeCars(ctx: ImportContext, pending: CarRecord[]): Promise<void> {
  const ids = await insertRows(
    ctx,
    'cars',
    pending.map((car) => ({
      userId: ctx.userId,
      manufacturer: car.manufacturer,
      model: car.model,
      status: car.status,
      scale: car.scale ?? null,
      drivetrain: car.drivetrain ?? null,
      power: car.power ?? null,
      vehicleClass: car.vehicleClass ?? null,
      notes: car.notes ?? null,
      imageUrl: urlOf(ctx, car.imageUrl),
      createdAt: car.createdAt,
      updatedAt: car.updatedAt,
    })),
  );
  for (const [i, car] of pending.entries()) ctx.cars.set(car.id, ids[i] as number);
}

/** A number is one transponder per racer (the database holds to it): a second in the file matches the first. */
export function planTransponders(ctx: ImportContext, data: ExportData): TransponderRecord[] {
  const pool = poolOf(ctx.mine.data.transponders, (t) => t.number);
  const pending: TransponderRecord[] = [];
  for (const t of data.transponders) {
    const values = {
      number: t.number,
      rcCarId: mapped(ctx.cars, t.rcCarId),
      notes: norm(t.notes) as string | null,
    };
    const mine = pool.take(t.number);
    if (mine) {
      pool.add(t.number, mine);
      matched(
        ctx,
        'transponders',
        sameFields(values, mine, ['rcCarId', 'notes']),
        t.number,
        'Your transponder of this number is on another car or has other notes; yours is kept',
      );
      continue;
    }
    const id = placeholder(ctx);
    pool.add(t.number, { ...values, id, createdAt: t.createdAt, updatedAt: t.updatedAt });
    ctx.report.created.transponders += 1;
    pending.push(t);
  }
  return pending;
}

/** Written after the cars, so their links map to the cars' real ids. */
export async function writeTransponders(ctx: ImportContext, pending: TransponderRecord[]): Promise<void> {
  await insertRows(
    ctx,
    'transponders',
    pending.map((t) => ({
      userId: ctx.userId,
      number: t.number,
      rcCarId: mapped(ctx.cars, t.rcCarId),
      notes: norm(t.notes) as string | null,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })),
  );
}

const TYRE_FIELDS = ['insert', 'wheel', 'cost', 'notes', 'retired'] as const;

export function planTyreSets(ctx: ImportContext, data: ExportData): TyreSetRecord[] {
  type Set = { brand: string; compound?: string | null; position?: string; gluedOn?: string | null };
  const key = (s: Set) => keyText(s.brand, s.compound, s.position, s.gluedOn);
  const pool = poolOf(ctx.mine.data.tyreSets, key);
  const pending: TyreSetRecord[] = [];
  for (const set of data.tyreSets) {
    const mine = pool.take(key(set));
    const name = [set.brand, set.compound, set.gluedOn].filter(Boolean).join(' ');
    if (mine) {
      ctx.tyreSets.set(set.id, mine.id);
      matched(
        ctx,
        'tyreSets',
        sameFields(set, mine, TYRE_FIELDS),
        name,
        'Your tyre set of this brand, compound and date has other details; yours is kept',
      );
      continue;
    }
    ctx.tyreSets.set(set.id, placeholder(ctx));
    ctx.report.created.tyreSets += 1;
    pending.push(set);
  }
  return pending;
}

export async function writeTyreSets(ctx: ImportContext, pending: TyreSetRecord[]): Promise<void> {
  const ids = await insertRows(
    ctx,
    'tyreSets',
    pending.map((set) => ({
      userId: ctx.userId,
      brand: set.brand,
      compound: set.compound ?? null,
      insert: set.insert ?? null,
      wheel: set.wheel ?? null,
      position: set.position,
      gluedOn: set.gluedOn ?? null,
      cost: set.cost ?? null,
      notes: set.notes ?? null,
      retired: set.retired ? 1 : 0,
      createdAt: set.createdAt,
      updatedAt: set.updatedAt,
    })),
  );
  for (const [i, set] of pending.entries()) ctx.tyreSets.set(set.id, ids[i] as number);
}
