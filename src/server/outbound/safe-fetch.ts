import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { decodeResultBytes } from '../../shared/timing/decode';
import { OutboundRefused, type ResolvedHost, type Resolver, resolveAllowed } from './address-policy';

/**
 * The one way the server fetches a page a racer or club named (issue 30, item 4): GET only, http(s)
 * only, every hop's host checked by the address policy and connected at the address it checked
 * (never resolved twice, so a DNS answer that changes cannot send it inside), redirects followed by
 * hand and checked the same way, the body and the whole fetch capped. Whatever goes wrong is an
 * OutboundRefused in a racer's words, never a crash.
 */

export interface SafeFetchOptions {
  allowHosts: readonly string[];
  maxBytes: number;
  /** The whole fetch: DNS, every redirect and the body. */
  timeoutMs: number;
  /** Validators from the last fetch: an unchanged page answers 304 without its body. */
  etag?: string | null;
  lastModified?: string | null;
  /** Tests inject DNS answers; the system resolver otherwise. */
  resolve?: Resolver;
}

export interface FetchedPage {
  /** Where the page was in the end (after redirects). */
  url: string;
  status: 200 | 304;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  /** Empty for a 304. */
  bytes: Uint8Array;
}

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'RC-Setup-Assistant-results/1 (follows results a racer asked for; polite polling)';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/** Parses and checks an address a racer typed; refuses anything but http(s). */
export function pageUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefused(`"${text.slice(0, 200)}" is not a web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefused(`Only http and https addresses can be followed, not ${url.protocol}`);
  if (url.username || url.password)
    throw new OutboundRefused('An address with a user name or password in it cannot be followed.');
  return url;
}

/** Node asks for one address or, with `all`, a list: either way only the one the policy checked. */
const pinnedLookup =
  (pinned: ResolvedHost): LookupFunction =>
  (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, list: ResolvedHost[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

interface Hop {
  status: number;
  headers: IncomingMessage['headers'];
  bytes: Uint8Array;
}

function request(
  url: URL,
  pinned: ResolvedHost,
  headers: Record<string, string>,
  opts: SafeFetchOptions,
  signal: AbortSignal,
) {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      {
        method: 'GET',
        protocol: url.protocol,
        // The name stays the request's Host and TLS server name; only the connection is pinned.
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers,
        lookup: pinnedLookup(pinned),
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // A redirect's or a refusal's body is not read: nothing in it is used.
        if (status !== 200) {
          res.resume();
          resolve({ status, headers: res.headers, bytes: new Uint8Array() });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          res.destroy();
          reject(tooLarge(opts.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            // Stop reading at once: a page that never ends costs no more than the limit.
            res.destroy();
            reject(tooLarge(opts.maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status, headers: res.headers, bytes: new Uint8Array(Buffer.concat(chunks)) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const tooLarge = (maxBytes: number) =>
  new OutboundRefused(`The page is larger than ${megabytes(maxBytes)}, more than any results page needs.`);

const header = (headers: IncomingMessage['headers'], name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
};

/** Why a connection failed, in a racer's words. */
function failure(error: unknown, url: URL, timedOut: boolean, timeoutMs: number): OutboundRefused {
  if (error instanceof OutboundRefused) return error;
  if (timedOut) return new OutboundRefused(`${url.host} took longer than ${seconds(timeoutMs)} to answer.`);
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ECONNREFUSED') return new OutboundRefused(`${url.host} refused the connection.`);
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
    return new OutboundRefused(`${url.host}'s secure connection could not be checked (${code}).`);
  return new OutboundRefused(`${url.host} could not be reached${code ? ` (${code})` : ''}.`);
}

export async function safeFetch(address: string, opts: SafeFetchOptions): Promise<FetchedPage> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), opts.timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    timer.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true }),
  );
  timedOut.catch(() => {});
  let url = pageUrl(address);
  try {
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = {
        'user-agent': USER_AGENT,
        'accept-encoding': 'identity',
        accept: '*/*',
      };
      if (opts.etag) headers['if-none-match'] = opts.etag;
      if (opts.lastModified) headers['if-modified-since'] = opts.lastModified;
      // DNS counts towards the time limit too: a resolver that never answers stops nothing else.
      const pinned = await Promise.race([
        resolveAllowed(url.hostname, opts.allowHosts, opts.resolve),
        timedOut,
      ]);
      const answer = await request(url, pinned, headers, opts, timer.signal);
      if (REDIRECTS.has(answer.status)) {
        const location = header(answer.headers, 'location');
        if (!location) throw new OutboundRefused(`${url.host} answered a redirect without saying where to.`);
        if (hop >= MAX_REDIRECTS)
          throw new OutboundRefused(
            `The page redirected more than ${MAX_REDIRECTS} times, so it was not followed.`,
          );
        url = pageUrl(new URL(location, url).href);
        continue;
      }
      if (answer.status !== 200 && answer.status !== 304)
        throw new OutboundRefused(
          `The page answered ${answer.status} (${http.STATUS_CODES[answer.status] ?? 'unknown'}).`,
        );
      return {
        url: url.href,
        status: answer.status,
        etag: header(answer.headers, 'etag'),
        lastModified: header(answer.headers, 'last-modified'),
        contentType: header(answer.headers, 'content-type'),
        bytes: answer.bytes,
      };
    }
  } catch (error) {
    throw failure(error, url, timer.signal.aborted, opts.timeoutMs);
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * A page's text: in the charset its Content-Type names when that decodes cleanly, else as the
 * importer reads a file (UTF-8, then GBK), so a mislabelled page still reads or is refused in words.
 */
export function decodeBody(
  bytes: Uint8Array,
  contentType: string | null,
): { ok: true; text: string } | { ok: false; message: string } {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    try {
      const text = new TextDecoder(charset, { fatal: true }).decode(bytes);
      return { ok: true, text };
    } catch {
      // An unknown label or bytes that are not that charset: read it as a file would be.
    }
  }
  return decodeResultBytes(bytes);
}
