import { digestOf } from '../services/file-blobs';
import { newFilename, urlFor } from '../services/files';
import { assertRoomFor } from '../services/storage-quota';
import type { ExportData } from './format';
import { type ImportContext, keyText, mapped, matched, norm, poolOf, sameFields } from './import-context';
import type { ExportFile } from './read-export';

/**
 * Files, cars, transponders and tyre sets: the records others link to, imported first so their
 * new ids are known when the setups, runs and maintenance items that name them come in.
 */

/** A file the racer has already (the same bytes) is theirs: its records link to the racer's copy. */
export async function importFiles(
  ctx: ImportContext,
  data: ExportData,
  files: ExportFile[],
  thumbs: Map<number, Buffer>,
  quotaBytes: number,
): Promise<void> {
  const pool = poolOf(ctx.mine.blobs, (f) => f.sha256);
  const blobOf = new Map(ctx.mine.blobs.map((f) => [f.sha256, f.blobId]));
  const toCreate: ExportFile[] = [];
  for (const file of files) {
    const record = data.files[file.index] as ExportData['files'][number];
    const mine = pool.take(file.digest);
    if (mine) {
      ctx.urls.set(record.url, mine.url);
      ctx.report.skipped.files += 1;
    } else toCreate.push(file);
  }
  // What is new to the racer's storage: each new set of bytes once, with its thumbnail.
  const added = new Map<string, number>();
  for (const file of toCreate)
    if (!blobOf.has(file.digest))
      added.set(file.digest, file.bytes.length + (thumbs.get(file.index)?.length ?? 0));
  await assertRoomFor(
    ctx.trx,
    ctx.userId,
    [...added.values()].reduce((a, b) => a + b, 0),
    quotaBytes,
  );
  for (const file of toCreate) {
    const record = data.files[file.index] as ExportData['files'][number];
    let blobId = blobOf.get(file.digest);
    if (blobId === undefined) {
      const thumb = thumbs.get(file.index) ?? null;
      const blob = await ctx.trx
        .insertInto('fileBlobs')
        .values({
          size: file.bytes.length,
          content: Buffer.from(file.bytes),
          digest: file.digest,
          thumbSize: thumb?.length ?? null,
          thumbContent: thumb,
          thumbDigest: thumb ? digestOf(thumb) : null,
          createdAt: record.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      blobId = blob.id;
      blobOf.set(file.digest, blobId);
    }
    const filename = newFilename(file.extension);
    await ctx.trx
      .insertInto('files')
      .values({
        userId: ctx.userId,
        filename,
        originalName: record.originalName.replace(/[\\/\p{Cc}]/gu, '_'),
        mimeType: file.mime,
        size: record.size,
        blobId,
        createdAt: record.createdAt,
      })
      .execute();
    ctx.urls.set(record.url, urlFor(filename));
    ctx.report.created.files += 1;
  }
}

const urlOf = (ctx: ImportContext, url: string | null) => (url ? (ctx.urls.get(url) ?? null) : null);

const CAR_FIELDS = ['status', 'scale', 'drivetrain', 'power', 'vehicleClass', 'notes'] as const;

export async function importCars(ctx: ImportContext, data: ExportData): Promise<void> {
  const key = (c: { manufacturer: string; model: string }) => keyText(c.manufacturer, c.model);
  const pool = poolOf(ctx.mine.data.cars, key);
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
    const { id } = await ctx.trx
      .insertInto('cars')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.cars.set(car.id, id);
    ctx.newCars.add(id);
    ctx.report.created.cars += 1;
  }
}

/** A number is one transponder per racer (the database holds to it): a second in the file matches the first. */
export async function importTransponders(ctx: ImportContext, data: ExportData): Promise<void> {
  const pool = poolOf(ctx.mine.data.transponders, (t) => t.number);
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
    const { id } = await ctx.trx
      .insertInto('transponders')
      .values({ userId: ctx.userId, ...values, createdAt: t.createdAt, updatedAt: t.updatedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    pool.add(t.number, { ...values, id, createdAt: t.createdAt, updatedAt: t.updatedAt });
    ctx.report.created.transponders += 1;
  }
}

const TYRE_FIELDS = ['insert', 'wheel', 'cost', 'notes', 'retired'] as const;

export async function importTyreSets(ctx: ImportContext, data: ExportData): Promise<void> {
  type Set = { brand: string; compound?: string | null; position?: string; gluedOn?: string | null };
  const key = (s: Set) => keyText(s.brand, s.compound, s.position, s.gluedOn);
  const pool = poolOf(ctx.mine.data.tyreSets, key);
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
    const { id } = await ctx.trx
      .insertInto('tyreSets')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.tyreSets.set(set.id, id);
    ctx.report.created.tyreSets += 1;
  }
}
