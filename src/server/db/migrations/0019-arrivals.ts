import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the app's types
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type Table = CreateTableBuilder<any, any>;

/**
 * Results that arrive by themselves (issue 30): clubs and their members, result pages followed,
 * the races read from them and who each race was matched to, notices and Web Push subscriptions,
 * club decoders with their live sessions and passings, and leases (one instance works each source
 * and decoder). Times the background work compares are epoch milliseconds (bigint), the rest ISO
 * text like every other table.
 */
export async function up(db: Db): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const withId = (name: string): Table => {
    const table = db.schema.createTable(name);
    return pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await withId('clubs')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('track_name', 'text', (c) => c.notNull())
    .addColumn('surface', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('club_members')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_members_pk', ['club_id', 'user_id'])
    .execute();
  await db.schema.createIndex('club_members_user_idx').on('club_members').column('user_id').execute();

  // One row per address however many racers and clubs follow it: fetched once for all of them.
  await withId('result_sources')
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('body_hash', 'text')
    .addColumn('last_fetched_at', 'bigint')
    .addColumn('last_changed_at', 'bigint')
    .addColumn('next_fetch_at', 'bigint', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('stopped_at', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('result_sources_due_idx')
    .on('result_sources')
    .column('next_fetch_at')
    .execute();

  await withId('source_follows')
    .addColumn('source_id', 'integer', (c) => c.notNull().references('result_sources.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('club_id', 'integer', (c) => c.references('clubs.id').onDelete('cascade'))
    .addColumn('rc_car_id', 'integer', (c) => c.references('cars.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('source_follows_user_idx')
    .on('source_follows')
    .columns(['user_id', 'source_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('source_follows_club_idx')
    .on('source_follows')
    .columns(['club_id', 'source_id'])
    .unique()
    .execute();
  await db.schema.createIndex('source_follows_source_idx').on('source_follows').column('source_id').execute();

  // Each race read from a source, once (the unique key), with the result it was read from.
  await withId('source_races')
    .addColumn('source_id', 'integer', (c) => c.notNull().references('result_sources.id').onDelete('cascade'))
    .addColumn('race_key', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .addColumn('matched_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('source_races_key_idx')
    .on('source_races')
    .columns(['source_id', 'race_key'])
    .unique()
    .execute();

  // Who a race was matched to: once per racer (the unique key), whichever instance matched it.
  await withId('race_matches')
    .addColumn('source_race_id', 'integer', (c) =>
      c.notNull().references('source_races.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('driver_index', 'integer', (c) => c.notNull())
    .addColumn('driver_name', 'text', (c) => c.notNull())
    .addColumn('matched_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rc_car_id', 'integer', (c) => c.references('cars.id').onDelete('set null'))
    .addColumn('run_id', 'integer', (c) => c.references('runs.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('race_matches_once_idx')
    .on('race_matches')
    .columns(['source_race_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('race_matches_user_idx')
    .on('race_matches')
    .columns(['user_id', 'status'])
    .execute();

  // A name the racer said is them (or is not), so the next race with it needs no question.
  await db.schema
    .createTable('racer_names')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('is_me', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('racer_names_pk', ['user_id', 'name_key'])
    .execute();

  await withId('notices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.references('runs.id').onDelete('set null'))
    .addColumn('match_id', 'integer', (c) => c.references('race_matches.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notices_user_idx').on('notices').columns(['user_id', 'id']).execute();

  await withId('push_subscriptions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Settings the server makes once and every instance shares: the Web Push (VAPID) key pair.
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId('decoders')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('close_after_s', 'integer', (c) => c.notNull())
    .addColumn('min_lap_ms', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_seen_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('decoders_club_idx').on('decoders').column('club_id').execute();

  // A racer's car on track in front of a decoder: its run grows lap by lap until it closes.
  await withId('live_sessions')
    .addColumn('decoder_id', 'integer', (c) => c.notNull().references('decoders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('transponder', 'text', (c) => c.notNull())
    .addColumn('run_id', 'integer', (c) => c.references('runs.id').onDelete('set null'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_passing_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('live_sessions_open_idx')
    .on('live_sessions')
    .columns(['decoder_id', 'transponder', 'closed_at'])
    .execute();
  // The racer's sessions (the live list, the stream's replay) and the closing sweep's open ones.
  await db.schema
    .createIndex('live_sessions_user_idx')
    .on('live_sessions')
    .columns(['user_id', 'closed_at'])
    .execute();
  await db.schema
    .createIndex('live_sessions_closing_idx')
    .on('live_sessions')
    .columns(['closed_at', 'last_passing_at'])
    .execute();

  // Every passing kept in order: its id is the cursor an instance's live stream reads from.
  await withId('live_passings')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('live_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('decoder_id', 'integer', (c) => c.notNull().references('decoders.id').onDelete('cascade'))
    .addColumn('transponder', 'text', (c) => c.notNull())
    .addColumn('passing_number', 'bigint')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('lap_ms', 'integer')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_passings_once_idx')
    .on('live_passings')
    .columns(['decoder_id', 'transponder', 'at'])
    .unique()
    .execute();

  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

const TABLES = [
  'leases',
  'live_passings',
  'live_sessions',
  'decoders',
  'server_keys',
  'push_subscriptions',
  'notices',
  'racer_names',
  'race_matches',
  'source_races',
  'source_follows',
  'result_sources',
  'club_members',
  'clubs',
];

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
