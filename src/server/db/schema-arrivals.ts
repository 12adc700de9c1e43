import type { Generated } from 'kysely';
import type { Flag } from './flag';

/*
 * Results that arrive by themselves (issue 30, migration 0019), kept beside schema.ts, which lists
 * them in `Database`. Times the background work compares (`…At` as numbers) are epoch ms.
 */

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  trackName: string;
  surface: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `role`: 'admin' | 'member' (src/shared/schemas/club.ts CLUB_ROLES). */
export interface ClubMembersTable {
  clubId: number;
  userId: number;
  role: string;
  joinedAt: string;
}

/** A published results address, one row however many follow it; the poller's state for it. */
export interface ResultSourcesTable {
  id: Generated<number>;
  url: string;
  etag: string | null;
  lastModified: string | null;
  /** sha256 of the last body read: a server without validators still changes nothing when the same. */
  bodyHash: string | null;
  lastFetchedAt: number | null;
  lastChangedAt: number | null;
  nextFetchAt: number;
  failures: Generated<number>;
  /** The last failure in a racer's words ("The page answered 404"); null once a fetch works. */
  lastError: string | null;
  /** Set a day after the last change (or by too many failures): no more fetches until followed again. */
  stoppedAt: number | null;
  createdAt: string;
}

/** Who follows a source: a racer (userId) or a club (clubId, for all its members); exactly one is set. */
export interface SourceFollowsTable {
  id: Generated<number>;
  sourceId: number;
  userId: number | null;
  clubId: number | null;
  /** The racer's car for arrivals matched by name (a transponder names its own car). */
  rcCarId: number | null;
  createdAt: string;
}

/** A race read from a source, once; `result` is the ParsedResult JSON holding that one race. */
export interface SourceRacesTable {
  id: Generated<number>;
  sourceId: number;
  raceKey: string;
  /** The page it was read from (an event's race page, or the source itself). */
  url: string;
  name: string;
  result: string;
  seenAt: number;
  /** Set once every follower was matched: a race left unset is matched again by the next poll. */
  matchedAt: number | null;
}

/**
 * A race matched to a racer, once (unique per race and racer). `matchedBy`: 'transponder' | 'name'.
 * `status`: 'created' (runId set) | 'ask' (a name match awaiting the racer's yes) | 'declined'.
 */
export interface RaceMatchesTable {
  id: Generated<number>;
  sourceRaceId: number;
  userId: number;
  driverIndex: number;
  driverName: string;
  matchedBy: string;
  status: string;
  rcCarId: number | null;
  runId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A name in results the racer said is them (isMe 1) or is not (0); `nameKey` is nameKey(). */
export interface RacerNamesTable {
  userId: number;
  nameKey: string;
  isMe: Flag;
  createdAt: string;
}

/** `kind`: NOTICE_KINDS in src/shared/schemas/notice.ts. */
export interface NoticesTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  title: string;
  body: string;
  runId: number | null;
  matchId: number | null;
  createdAt: string;
  readAt: string | null;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
}

export interface ServerKeysTable {
  name: string;
  value: string;
  createdAt: string;
}

/** `protocol`: DECODER_PROTOCOLS in src/shared/schemas/club.ts. */
export interface DecodersTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  protocol: string;
  host: string;
  port: number;
  /** A live run closes after this many seconds without a passing. */
  closeAfterS: number;
  /** Passings closer together than this are the same crossing (or a pit-lane loop), not a lap. */
  minLapMs: number;
  enabled: Generated<Flag>;
  lastSeenAt: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LiveSessionsTable {
  id: Generated<number>;
  decoderId: number;
  userId: number;
  transponder: string;
  runId: number | null;
  startedAt: number;
  lastPassingAt: number;
  closedAt: number | null;
}

/** `id` is the cursor each instance's live stream reads from; `lapMs` null for a session's first. */
export interface LivePassingsTable {
  id: Generated<number>;
  sessionId: number;
  userId: number;
  decoderId: number;
  transponder: string;
  passingNumber: number | null;
  at: number;
  lapMs: number | null;
  receivedAt: number;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expiresAt: number;
}

export interface ArrivalTables {
  clubs: ClubsTable;
  clubMembers: ClubMembersTable;
  resultSources: ResultSourcesTable;
  sourceFollows: SourceFollowsTable;
  sourceRaces: SourceRacesTable;
  raceMatches: RaceMatchesTable;
  racerNames: RacerNamesTable;
  notices: NoticesTable;
  pushSubscriptions: PushSubscriptionsTable;
  serverKeys: ServerKeysTable;
  decoders: DecodersTable;
  liveSessions: LiveSessionsTable;
  livePassings: LivePassingsTable;
  leases: LeasesTable;
}
