import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type ChangeFeed, type ChangeSubscriber, STALE_BOUND_MS, tell } from './change-feed';
import type { DatabaseLog } from './wait';

/** The channel migration 0020's triggers notify on; the payload is `schema:userId`. */
const CHANNEL = 'rc_changes';
/** How often the listener proves it is still hearing everything (see `current`). */
const BEAT_MS = 200;
/** A listener whose beat has not come back in this long is taken for lost and replaced. */
const BEAT_TIMEOUT_MS = 5000;
const RETRY_MS = [100, 250, 500, 1000, 2000];

/**
 * PostgreSQL's side of the change feed: one dedicated connection per instance (not from the pool,
 * whose connections come and go) LISTENs on the channel every instance's triggers notify.
 *
 * Why the staleness is bounded even when a notification is missed: the listener sends itself a
 * notification (a beat) every BEAT_MS. PostgreSQL queues notifications in commit order and
 * delivers them in queue order, so when beat n comes back, every change committed before beat n
 * was sent has been heard. Kept copies are served only while the last beat heard was sent less
 * than STALE_BOUND_MS ago; otherwise reads go to the database. A lost connection (an 'error' or
 * 'end', or a beat not back within BEAT_TIMEOUT_MS) drops everything kept at once; the feed
 * reconnects, LISTENs, drops again (a read that raced the outage must not survive it), and
 * serves copies again after the first beat.
 */
export class PgChangeFeed implements ChangeFeed {
  readonly #subscribers = new Set<ChangeSubscriber>();
  readonly #instance = randomBytes(6).toString('hex');
  #client: pg.Client | undefined;
  #schema = '';
  #confirmedAt = Number.NEGATIVE_INFINITY;
  #beat = 0;
  readonly #sentAt = new Map<number, number>();
  #timer: NodeJS.Timeout | undefined;
  #retry = 0;
  #started = false;
  #closed = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log: DatabaseLog,
  ) {}

  /** The listener's server process id (tests end it with pg_terminate_backend). */
  get pid(): number | undefined {
    return (this.#client as (pg.Client & { processID?: number }) | undefined)?.processID;
  }

  current(): boolean {
    return this.#client !== undefined && performance.now() - this.#confirmedAt <= STALE_BOUND_MS;
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    if (!this.#started) {
      this.#started = true;
      void this.#connect();
      this.#timer = setInterval(() => this.#tick(), BEAT_MS).unref();
    }
    // The last one gone (the app closed) ends the listener: a script that closes its app but
    // not the database is not kept alive by it.
    return () => {
      this.#subscribers.delete(subscriber);
      if (this.#subscribers.size === 0) void this.close();
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    this.#subscribers.clear();
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client(this.config);
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => this.#heard(client, message.payload ?? ''));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      this.#schema = rows[0]?.schema ?? 'public';
      await client.query(`listen ${CHANNEL}`);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#client = client;
      this.#sentAt.clear();
      // Copies kept before this connection listened may have missed a change (and so may a
      // notification heard before this line, which was ignored).
      tell(this.#subscribers, (s) => s.lost());
      if (this.#retry > 0) this.log.info('change listener connected again; sessions are cached again');
      this.#retry = 0;
      this.#sendBeat();
    } catch (error) {
      if (this.#client === client) this.#client = undefined;
      client.removeAllListeners('end');
      client.on('error', () => {});
      client.end().catch(() => {});
      if (this.#retry === 0)
        this.log.warn({ err: error }, 'change listener cannot connect; sessions are read from the database');
      this.#retryLater();
    }
  }

  #retryLater(): void {
    if (this.#closed) return;
    const wait = RETRY_MS[Math.min(this.#retry, RETRY_MS.length - 1)] as number;
    this.#retry++;
    setTimeout(() => void this.#connect(), wait).unref();
  }

  #lost(client: pg.Client, error?: Error): void {
    if (client !== this.#client) return;
    this.#client = undefined;
    this.#confirmedAt = Number.NEGATIVE_INFINITY;
    tell(this.#subscribers, (s) => s.lost());
    if (this.#closed) return;
    this.log.warn(
      { err: error },
      'change listener lost; sessions are read from the database until it is back',
    );
    client.removeAllListeners('end');
    client.on('error', () => {});
    client.end().catch(() => {});
    this.#retryLater();
  }

  #heard(client: pg.Client, payload: string): void {
    if (client !== this.#client) return;
    const colon = payload.lastIndexOf(':');
    const where = payload.slice(0, colon);
    const what = payload.slice(colon + 1);
    if (where === this.#schema) {
      const userId = Number(what);
      if (Number.isSafeInteger(userId)) tell(this.#subscribers, (s) => s.changed(userId));
    } else if (where === `beat/${this.#instance}`) {
      const beat = Number(what);
      const sentAt = this.#sentAt.get(beat);
      if (sentAt === undefined) return;
      this.#confirmedAt = Math.max(this.#confirmedAt, sentAt);
      for (const sent of this.#sentAt.keys()) if (sent <= beat) this.#sentAt.delete(sent);
    }
  }

  #sendBeat(): void {
    const client = this.#client;
    if (!client) return;
    const beat = ++this.#beat;
    this.#sentAt.set(beat, performance.now());
    // A failed beat shows as the connection's 'error' or as a timeout in #tick.
    client.query('select pg_notify($1, $2)', [CHANNEL, `beat/${this.#instance}:${beat}`]).catch(() => {});
  }

  #tick(): void {
    const client = this.#client;
    if (!client) return;
    const oldest = this.#sentAt.values().next();
    if (!oldest.done && performance.now() - oldest.value > BEAT_TIMEOUT_MS) {
      this.#lost(client, new Error(`no beat back in ${BEAT_TIMEOUT_MS} ms`));
      return;
    }
    this.#sendBeat();
  }
}
