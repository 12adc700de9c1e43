import type { Transaction } from 'kysely';
import type { Decoder, DecoderProtocol } from '../../shared/schemas/club';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/** A club's decoders as its admins see them (GET /api/clubs/:id and the decoder routes). */

type Trx = Transaction<Database>;

export const DECODER_COLUMNS = [
  'id',
  'clubId',
  'name',
  'protocol',
  'host',
  'port',
  'closeAfterS',
  'minLapMs',
  'enabled',
  'lastSeenAt',
  'lastError',
] as const;

export interface DecoderRow {
  id: number;
  clubId: number;
  name: string;
  protocol: string;
  host: string;
  port: number;
  closeAfterS: number;
  minLapMs: number;
  enabled: number;
  lastSeenAt: number | string | null;
  lastError: string | null;
}

export const toDecoder = (row: DecoderRow): Decoder => ({
  id: row.id,
  clubId: row.clubId,
  name: row.name,
  protocol: row.protocol as DecoderProtocol,
  host: row.host,
  port: row.port,
  closeAfterS: row.closeAfterS,
  minLapMs: row.minLapMs,
  enabled: row.enabled === 1,
  // PostgreSQL hands a bigint back as text.
  lastSeenAt: row.lastSeenAt === null ? null : new Date(Number(row.lastSeenAt)).toISOString(),
  lastError: row.lastError,
});

export async function clubDecoders(db: Db | Trx, clubId: number): Promise<Decoder[]> {
  const rows = await db
    .selectFrom('decoders')
    .select(DECODER_COLUMNS)
    .where('clubId', '=', clubId)
    .orderBy('id')
    .execute();
  return rows.map(toDecoder);
}
