import type { Transaction } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';

const MAX_TERMS = 200;
const MAX_TERM_LENGTH = 40;

/** Lower-cased words of letters and digits: "XB8 '24 Clay" → xb8, 24, clay. */
export function tokenize(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))];
}

/** The smallest string above every string that starts with `prefix` (for an indexed range scan). */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

const SEARCHABLE = [
  'driverName',
  'vehicleMake',
  'vehicleModel',
  'publicTrackName',
  'publicTrackConditions',
  'eventName',
  'trackSurface',
  'notes',
] as const;

type Searchable = { id: number; isPublic: boolean | number } & Partial<
  Record<(typeof SEARCHABLE)[number], string | null>
>;

/** Rewrites the word index of one sheet: its words while public, nothing once private. */
export async function reindexSheet(db: Db | Transaction<Database>, sheet: Searchable): Promise<void> {
  await db.deleteFrom('publicSetupTerms').where('setupSheetId', '=', sheet.id).execute();
  if (!sheet.isPublic) return;
  const terms = tokenize(SEARCHABLE.map((k) => sheet[k] ?? '').join(' ')).slice(0, MAX_TERMS);
  if (terms.length === 0) return;
  await db
    .insertInto('publicSetupTerms')
    .values(terms.map((term) => ({ term, setupSheetId: sheet.id })))
    .execute();
}
