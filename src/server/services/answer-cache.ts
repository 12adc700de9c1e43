import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';
export const ANSWER_ENCODINGS: AnswerEncoding[] = ['br', 'gzip', 'identity'];

// Below this, compressing saves less than it costs (the same threshold @fastify/compress uses).
const COMPRESS_MIN_BYTES = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESS: Record<Exclude<AnswerEncoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 compresses a 40-sheet list to about a tenth in about a millisecond; 11 takes 30×.
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** An answer with headers that belong to it (a list page's link to the next page), kept and replayed with it. */
export interface AnswerWithHeaders {
  body: string;
  headers: Record<string, string>;
}
type Loaded = string | AnswerWithHeaders;

interface Entry {
  revision: number;
  body: Buffer;
  headers: Record<string, string>;
  encoded: Map<AnswerEncoding, Promise<Buffer>>;
  /** What this entry counts toward maxBytes. */
  bytes: number;
  evicted: boolean;
}

/**
 * Serialized answers (a racer's list, a community search page), each kept beside the revision
 * of the data it was read at, and compressed once per encoding a client asks for. An entry is
 * served only to a request that read the very same revision, so a change made through any
 * instance (the revisions live in the database) makes the next read load afresh. Least
 * recently used entries go first once `maxBytes` is reached.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  /** Loads under way, so simultaneous misses of one key and revision share one load. */
  readonly #loading = new Map<string, { revision: number; entry: Promise<Entry> }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes held: every identity body and every compressed one. */
  get size(): number {
    return this.#bytes;
  }

  /** The answer for this revision in `encoding` (identity when small), loading it on a miss. */
  async get(
    key: string,
    revision: number,
    load: () => Promise<Loaded>,
    encoding: AnswerEncoding,
  ): Promise<{ body: Buffer; encoding: AnswerEncoding; headers: Record<string, string> }> {
    const entry = await this.#entry(key, revision, load);
    const { headers } = entry;
    if (encoding === 'identity' || entry.body.length < COMPRESS_MIN_BYTES)
      return { body: entry.body, encoding: 'identity', headers };
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = COMPRESS[encoding](entry.body);
      entry.encoded.set(encoding, encoded);
      encoded.then((bytes) => this.#grow(entry, bytes.length)).catch(() => entry.encoded.delete(encoding));
    }
    return { body: await encoded, encoding, headers };
  }

  async #entry(key: string, revision: number, load: () => Promise<Loaded>): Promise<Entry> {
    const hit = this.#entries.get(key);
    if (hit && hit.revision === revision) {
      // Re-inserting moves the entry to the young end of the Map's order.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const pending = this.#loading.get(key);
    if (pending && pending.revision === revision) return pending.entry;
    const loading = this.#load(key, revision, load);
    this.#loading.set(key, { revision, entry: loading });
    try {
      return await loading;
    } finally {
      if (this.#loading.get(key)?.entry === loading) this.#loading.delete(key);
    }
  }

  async #load(key: string, revision: number, load: () => Promise<Loaded>): Promise<Entry> {
    const loaded = await load();
    const { body: text, headers } = typeof loaded === 'string' ? { body: loaded, headers: {} } : loaded;
    const body = Buffer.from(text);
    const entry: Entry = { revision, body, headers, encoded: new Map(), bytes: 0, evicted: false };
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#grow(entry, entry.body.length);
    return entry;
  }

  #grow(entry: Entry, bytes: number): void {
    if (entry.evicted) return; // a compression that finished after its entry went
    entry.bytes += bytes;
    this.#bytes += bytes;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    entry.evicted = true;
    this.#entries.delete(key);
  }
}
