import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildFeeds, FEEDS, type FeedName, type Page } from './fixture-pages';

/**
 * The results fixture server (issue 30, item 6): publishes the real pages of the timing samples
 * one race at a time, as LiveRC, a MyRCM event, a growing RCScoringPro printout and a club's results
 * folder would, with ETag and Last-Modified and a 304 to a matching conditional GET, so the poller
 * can be tested and measured here without the internet. `publishNext()` (or POST /_publish, or a
 * timer in scripts/results-fixture.ts) puts the next race out. Hostile pages for the tests:
 * /hostile/slow drips a byte at a time, /hostile/garbage is no results at all, /hostile/redirect
 * sends the fetcher to 127.0.0.1 and /hostile/metadata to the cloud's metadata address,
 * /hostile/huge never ends.
 */

export interface FixtureOptions {
  port?: number;
  host?: string;
  samplesDir?: string;
  /** The LiveRC event page lists the next race before its page is up (see fixture-pages.ts). */
  listAhead?: boolean;
}

export interface RequestCount {
  total: number;
  /** Answered 304 Not Modified. */
  notModified: number;
}

export interface FixtureServer {
  /** http://host:port, no trailing slash. */
  origin: string;
  port: number;
  /** The full address a racer follows for each feed. */
  entries: Record<FeedName, string>;
  /** Puts the next race of one feed (or of every feed) out; what it published, in words. */
  publishNext(feed?: FeedName): string[];
  published(feed: FeedName): number;
  /** Requests seen for a path and query as requested (e.g. the event page's). */
  requests(pathAndQuery: string): RequestCount;
  close(): Promise<void>;
}

const httpDate = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toUTCString();

export async function startFixtureServer(opts: FixtureOptions = {}): Promise<FixtureServer> {
  const feeds = buildFeeds(opts.samplesDir, opts.listAhead);
  const published = Object.fromEntries(FEEDS.map((f) => [f, 0])) as Record<FeedName, number>;
  const changedAt = Object.fromEntries(FEEDS.map((f) => [f, Date.now()])) as Record<FeedName, number>;
  const counts = new Map<string, RequestCount>();
  const hostile = new Set<http.ServerResponse>();
  let origin = '';
  let listening = 0;

  function publishNext(only?: FeedName): string[] {
    const done: string[] = [];
    for (const name of only ? [only] : FEEDS) {
      if (published[name] >= feeds[name].steps) continue;
      published[name] += 1;
      changedAt[name] = Date.now();
      done.push(feeds[name].label(published[name]));
    }
    return done;
  }

  function find(path: string): { page: Page; feed: FeedName } | null {
    for (const feed of FEEDS) {
      const page = feeds[feed].page(path, published[feed]);
      if (page) return { page, feed };
    }
    return null;
  }

  function serveHostile(path: string, res: http.ServerResponse): boolean {
    if (path === '/hostile/garbage') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<html><body>${'&#9608;'.repeat(4000)} 404 lol</body></html>`);
    } else if (path === '/hostile/redirect') {
      res.writeHead(302, { location: `http://127.0.0.1:${listening}${feeds.liverc.entry}` }).end();
    } else if (path === '/hostile/metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (path === '/hostile/slow' || path === '/hostile/huge') {
      hostile.add(res);
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = path === '/hostile/slow' ? '.' : 'x'.repeat(64 * 1024);
      const timer = setInterval(() => res.write(chunk), path === '/hostile/slow' ? 200 : 1);
      res.on('close', () => {
        clearInterval(timer);
        hostile.delete(res);
      });
    } else return false;
    return true;
  }

  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const count = counts.get(path) ?? { total: 0, notModified: 0 };
    counts.set(path, count);
    count.total += 1;
    if (req.method === 'POST' && path === '/_publish') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ published: publishNext() }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (serveHostile(path, res)) return;
    const found = find(path);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not published (yet).');
      return;
    }
    const etag = `"${createHash('sha1').update(found.page.body).digest('base64url')}"`;
    const lastModified = httpDate(changedAt[found.feed]);
    const inm = req.headers['if-none-match'];
    const ims = Date.parse(req.headers['if-modified-since'] ?? '');
    // If-None-Match decides when sent (RFC 9110 13.2.2); the date only without it.
    const unchanged = inm ? inm === etag : Number.isFinite(ims) && ims >= Date.parse(lastModified);
    const headers = { etag, 'last-modified': lastModified, 'content-type': found.page.contentType };
    if (unchanged) {
      count.notModified += 1;
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': found.page.body.byteLength });
    res.end(req.method === 'HEAD' ? undefined : found.page.body);
  });
  server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  listening = port;
  const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    origin,
    port,
    entries: Object.fromEntries(FEEDS.map((f) => [f, `${origin}${feeds[f].entry}`])) as Record<
      FeedName,
      string
    >,
    publishNext,
    published: (feed) => published[feed],
    requests: (path) => ({ ...(counts.get(path) ?? { total: 0, notModified: 0 }) }),
    async close() {
      for (const res of hostile) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
