import type { ClubDetail, Decoder } from '../../shared/schemas/club';
import { nowIso } from '../clock';
import type { ArrivalsConfig } from '../config';
import type { Db } from '../db';
import { badRequest, notFound } from '../errors';
import { OutboundRefused, type Resolver, resolveAllowed } from '../outbound/address-policy';
import { DECODER_COLUMNS, toDecoder } from './arrival-decoders';
import { assertFetchable, normaliseSourceUrl, takeSource } from './arrival-sources';
import { asClubAdmin, checkClubAdmin, clubDetail, joinClub } from './clubs';
import { type MatchDeps, matchReadRaces } from './race-matches';

/**
 * What a club's admins add for its members (issue 30, item 3): the results addresses every member
 * is matched from (a `source_follows` row with the club's id) and the decoders at its track. An
 * address or a decoder's host the server would not connect to is refused when saved, in the
 * address policy's words, so an admin learns it then rather than from a silent poller.
 */

const DECODER_NOT_FOUND = 'Decoder not found';
const SOURCES = "change the club's result sources";
const DECODERS = "change the club's decoders";

export interface DecoderValues {
  name: string;
  protocol: string;
  host: string;
  port: number;
  closeAfterS: number;
  minLapMs: number;
  enabled: boolean;
}

/** A new address's races already read are matched for the club's members at once. */
export async function addClubSource(
  deps: MatchDeps,
  config: Pick<ArrivalsConfig, 'allowHosts'>,
  userId: number,
  clubId: number,
  address: string,
  resolve?: Resolver,
): Promise<ClubDetail> {
  const { db } = deps;
  const url = normaliseSourceUrl(address);
  // An admin's address is looked up before the transaction: none stays open across a DNS answer.
  await checkClubAdmin(db, userId, clubId, SOURCES);
  await assertFetchable(url, config.allowHosts, resolve);
  const sourceId = await asClubAdmin(db, userId, clubId, SOURCES, async (trx) => {
    const source = await takeSource(trx, url, deps.now());
    await trx
      .insertInto('sourceFollows')
      .values({ sourceId: source, clubId, userId: null, rcCarId: null, createdAt: nowIso() })
      .onConflict((oc) => oc.columns(['clubId', 'sourceId']).doNothing())
      .execute();
    return source;
  });
  await matchReadRaces(deps, sourceId);
  return clubDetail(db, userId, clubId);
}

/** Joining a club: the races already read from its sources are matched for the new member too. */
export async function joinAndMatch(deps: MatchDeps, userId: number, clubId: number): Promise<ClubDetail> {
  await joinClub(deps.db, userId, clubId);
  const follows = await deps.db
    .selectFrom('sourceFollows')
    .select('sourceId')
    .where('clubId', '=', clubId)
    .execute();
  for (const { sourceId } of follows) await matchReadRaces(deps, sourceId, userId);
  return clubDetail(deps.db, userId, clubId);
}

export function removeClubSource(db: Db, userId: number, clubId: number, sourceId: number): Promise<void> {
  return asClubAdmin(db, userId, clubId, SOURCES, async (trx) => {
    const gone = await trx
      .deleteFrom('sourceFollows')
      .where('clubId', '=', clubId)
      .where('sourceId', '=', sourceId)
      .executeTakeFirst();
    if (!gone.numDeletedRows) throw notFound('The club does not follow that address');
  });
}

async function assertReachable(host: string, allowHosts: readonly string[], resolve?: Resolver) {
  try {
    await resolveAllowed(host, allowHosts, resolve);
  } catch (error) {
    if (error instanceof OutboundRefused) throw badRequest(error.message);
    throw error;
  }
}

const decoderColumns = (values: DecoderValues) => ({
  name: values.name,
  protocol: values.protocol,
  host: values.host.toLowerCase(),
  port: values.port,
  closeAfterS: values.closeAfterS,
  minLapMs: values.minLapMs,
  enabled: values.enabled ? (1 as const) : (0 as const),
});

export async function addDecoder(
  db: Db,
  config: Pick<ArrivalsConfig, 'allowHosts'>,
  userId: number,
  clubId: number,
  values: DecoderValues,
  resolve?: Resolver,
): Promise<Decoder> {
  await checkClubAdmin(db, userId, clubId, DECODERS);
  await assertReachable(values.host, config.allowHosts, resolve);
  return asClubAdmin(db, userId, clubId, DECODERS, async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('decoders')
      .values({ ...decoderColumns(values), clubId, createdAt: now, updatedAt: now })
      .returning(DECODER_COLUMNS)
      .executeTakeFirstOrThrow();
    return toDecoder(row);
  });
}

export async function updateDecoder(
  db: Db,
  config: Pick<ArrivalsConfig, 'allowHosts'>,
  userId: number,
  clubId: number,
  decoderId: number,
  values: DecoderValues,
  resolve?: Resolver,
): Promise<Decoder> {
  await checkClubAdmin(db, userId, clubId, DECODERS);
  await assertReachable(values.host, config.allowHosts, resolve);
  return asClubAdmin(db, userId, clubId, DECODERS, async (trx) => {
    const row = await trx
      .updateTable('decoders')
      // A changed address is a new connection: the last one's error no longer says anything.
      .set({ ...decoderColumns(values), lastError: null, updatedAt: nowIso() })
      .where('id', '=', decoderId)
      .where('clubId', '=', clubId)
      .returning(DECODER_COLUMNS)
      .executeTakeFirst();
    if (!row) throw notFound(DECODER_NOT_FOUND);
    return toDecoder(row);
  });
}

export function deleteDecoder(db: Db, userId: number, clubId: number, decoderId: number): Promise<void> {
  return asClubAdmin(db, userId, clubId, DECODERS, async (trx) => {
    const gone = await trx
      .deleteFrom('decoders')
      .where('id', '=', decoderId)
      .where('clubId', '=', clubId)
      .executeTakeFirst();
    if (!gone.numDeletedRows) throw notFound(DECODER_NOT_FOUND);
  });
}
