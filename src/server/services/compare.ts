import { valuesDiffer } from '../../shared/compare-values';
import { DERIVED_GEARING, derivedGearingValues } from '../../shared/gearing/sheet';
import {
  type CompareAnswer,
  type CompareColumn,
  type CompareKind,
  type CompareQuery,
  type CompareRef,
  formatCompareRef,
} from '../../shared/schemas/compare';
import type { PublicSetup } from '../../shared/schemas/public-setup';
import { sharedSetupName } from '../../shared/schemas/share-link';
import { CONTENT_GROUPS, catalogueField, contentLabel, TRACK_DETAILS } from '../../shared/setup-content';
import { inferVehicleFacts, type VehicleFacts } from '../../shared/vehicle-class';
import type { Db } from '../db';
import { AppError, notFound } from '../errors';
import { ESC } from './esc-setups';
import { getPublicSetup, publicSetupName } from './public-setups';
import { findOwnSetup, type SetupKind } from './setup-records';
import { SHEETS } from './setup-sheets';
import { versionDetail } from './setup-versions';
import { getSharedSetup } from './share-links';

/**
 * GET /api/compare (issue 15): two to four setups side by side, row by row in the editor's order.
 * Each ref is read the way its own route reads it (the racer's setup, one of its versions, a
 * community setup), so what compare shows is never more than those routes would.
 */

const KINDS: Record<CompareKind, SetupKind> = { 'setup-sheet': SHEETS, 'esc-setup': ESC };

/** The details that compare, as the editor shows them first: an ESC setup names its ESC before the track. */
const DETAILS: Record<CompareKind, { title: string; fields: string[] }> = {
  'setup-sheet': { title: 'Track and conditions', fields: [...TRACK_DETAILS] },
  'esc-setup': { title: 'ESC and track', fields: ['escMake', 'escModel', 'creator', ...TRACK_DETAILS] },
};

const ROW_GROUPS: Record<CompareKind, { id?: string; title: string; fields: string[] }[]> = {
  'setup-sheet': groupsOf('setup-sheet'),
  'esc-setup': groupsOf('esc-setup'),
};

function groupsOf(kind: CompareKind) {
  return [
    DETAILS[kind],
    ...CONTENT_GROUPS[kind].map((g) => ({ id: g.id, title: g.title, fields: g.fields.map((f) => f.key) })),
  ];
}

/** The group whose rows end with the sheet's FDR and rollout (issue 19); an ESC setup has none. */
const GEARING_GROUP = 'electronics';

/** One column before its car is named: the car id is the racer's, checked once for every column. */
interface Side {
  column: Omit<CompareColumn, 'car'>;
  car: { ownCarId: number | null } | { named: string | null };
  content: Record<string, unknown>;
}

async function ownSide(db: Db, kind: SetupKind, userId: number, ref: CompareRef & { type: 'own' }) {
  const text = formatCompareRef(ref);
  if (ref.version === undefined) {
    const setup = await findOwnSetup(db, kind, userId, ref.id);
    return side(text, setup, setup.version as number, setup.updatedAt as string, setup);
  }
  const detail = await versionDetail(db, kind, userId, ref.id, ref.version);
  // The name and car it had then: the column shows the setup as it was at that version.
  return side(text, detail.setup, detail.version, detail.createdAt, detail.setup);
}

function side(
  ref: string,
  named: Record<string, unknown>,
  version: number,
  updatedAt: string,
  content: Record<string, unknown>,
): Side {
  const carId = named.rcCarId;
  return {
    column: { ref, name: String(named.name ?? ''), version, updatedAt },
    car: { ownCarId: typeof carId === 'number' ? carId : null },
    content,
  };
}

type OutsideSetup = Record<string, unknown> &
  Pick<
    PublicSetup,
    'vehicleMake' | 'vehicleModel' | 'publicTrackName' | 'publicTrackConditions' | 'updatedAt'
  >;

/**
 * A setup not the racer's own (a community setup, one shared by link): only what its public answer
 * shows, its public track name and conditions standing for the racer's.
 */
function outsideSide(ref: string, name: string, shared: OutsideSetup): Side {
  const { publicTrackName, publicTrackConditions, ...fields } = shared;
  const car = [shared.vehicleMake, shared.vehicleModel].filter(Boolean).join(' ');
  return {
    column: { ref, name, version: null, updatedAt: shared.updatedAt },
    car: { named: car || null },
    content: { ...fields, trackName: publicTrackName, trackConditions: publicTrackConditions },
  };
}

async function publicSide(db: Db, kind: SetupKind, id: number): Promise<Side> {
  if (kind !== SHEETS) throw notFound();
  const shared = await getPublicSetup(db, id);
  return outsideSide(`public:${id}`, publicSetupName(shared), shared);
}

/** A setup shared by link (issue 18), of the compare's kind only. */
async function sharedSide(db: Db, kind: SetupKind, slug: string): Promise<Side> {
  const shared = await getSharedSetup(db, slug);
  if (KINDS[shared.kind] !== kind) throw notFound();
  const { kind: _kind, ...fields } = shared;
  return outsideSide(`shared:${slug}`, sharedSetupName(shared), fields);
}

async function resolve(db: Db, kind: SetupKind, userId: number | null, ref: CompareRef): Promise<Side> {
  if (ref.type === 'public') return publicSide(db, kind, ref.id);
  if (ref.type === 'shared') return sharedSide(db, kind, ref.slug);
  if (userId === null) throw notFound();
  return ownSide(db, kind, userId, ref);
}

interface ColumnCar {
  name: string;
  facts: VehicleFacts;
}

/**
 * "Tekno EB48 2.2" for each of the racer's cars the columns name, with its kind (the gearing's class
 * depends on it); a car deleted since is none.
 */
async function ownCars(db: Db, userId: number | null, sides: Side[]): Promise<Map<number, ColumnCar>> {
  const ids = sides.flatMap((s) => ('ownCarId' in s.car && s.car.ownCarId !== null ? [s.car.ownCarId] : []));
  if (userId === null || ids.length === 0) return new Map();
  const cars = await db
    .selectFrom('cars')
    .select(['id', 'manufacturer', 'model', 'scale', 'drivetrain', 'power', 'vehicleClass'])
    .where('userId', '=', userId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    cars.map((c) => [c.id, { name: `${c.manufacturer} ${c.model}`, facts: inferVehicleFacts(c) }]),
  );
}

/** A column's car as compare names it and its kind as far as known (a community setup's from its make and model). */
function columnCar(
  side: Side,
  cars: Map<number, ColumnCar>,
): { name: string | null; facts: VehicleFacts | null } {
  if ('named' in side.car) {
    const { vehicleMake, vehicleModel } = side.content;
    const named = { manufacturer: String(vehicleMake ?? ''), model: String(vehicleModel ?? '') };
    return { name: side.car.named, facts: inferVehicleFacts({ ...named, scale: null, drivetrain: null }) };
  }
  const own = side.car.ownCarId === null ? undefined : cars.get(side.car.ownCarId);
  return { name: own?.name ?? null, facts: own?.facts ?? null };
}

/**
 * FDR and rollout as rows (issue 19), worked out on each side from its own gearing and car, after the
 * fields they come from; rows only where some column has them.
 */
function derivedRows(title: string, sides: Side[], facts: (VehicleFacts | null)[]) {
  const derived = sides.map((s, i) => derivedGearingValues(s.content, facts[i] ?? null));
  return DERIVED_GEARING.flatMap(({ key, label }) => {
    const values = derived.map((d) => d[key]);
    if (values.every((v) => v === null)) return [];
    return [{ field: key, group: title, label, values, differs: valuesDiffer(undefined, values) }];
  });
}

/** As written, or null when empty. */
function shown(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export async function compareSetups(
  db: Db,
  userId: number | null,
  query: CompareQuery,
): Promise<CompareAnswer> {
  const kind = KINDS[query.kind];
  const settled = await Promise.allSettled(query.refs.map((ref) => resolve(db, kind, userId, ref)));
  const sides = settled.map((result, i) => {
    if (result.status === 'fulfilled') return result.value;
    // Unknown, another racer's, not shared, an unknown version: one answer for all, naming the ref.
    if (result.reason instanceof AppError && result.reason.status === 404)
      throw notFound(`Setup ${formatCompareRef(query.refs[i] as CompareRef)} not found`);
    throw result.reason;
  });
  const cars = await ownCars(db, userId, sides);
  const columnCars = sides.map((s) => columnCar(s, cars));
  const columns = sides.map(({ column }, i) => ({ ...column, car: columnCars[i]?.name ?? null }));
  const facts = columnCars.map((c) => c.facts);
  const rows = ROW_GROUPS[query.kind].flatMap((group) => [
    ...group.fields.flatMap((field) => {
      const values = sides.map((s) => shown(s.content[field]));
      if (values.every((v) => v === null)) return [];
      const differs = valuesDiffer(catalogueField(field), values);
      return [{ field, group: group.title, label: contentLabel(field), values, differs }];
    }),
    ...(group.id === GEARING_GROUP ? derivedRows(group.title, sides, facts) : []),
  ]);
  return { columns, rows };
}
