import type { Db } from '../db';

/**
 * Whether one of the racer's records has this id. A body naming another racer's car or ESC setup is
 * refused as if it named none (400), so nobody learns which ids exist.
 */
export async function ownsRecord(
  db: Db,
  table: 'cars' | 'escSetups',
  userId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
