import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboundRefused, type Resolver } from './address-policy';
import { decodeBody, safeFetch } from './safe-fetch';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server | undefined;
const hits: string[] = [];
const hosts: string[] = [];

async function serve(handler: Handler): Promise<number> {
  hits.length = 0;
  hosts.length = 0;
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    hosts.push(req.headers.host ?? '');
    handler(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((r) => open.close(r));
});

const LIMITS = { allowHosts: ['127.0.0.1'], maxBytes: 1024 * 1024, timeoutMs: 5_000 };

/** DNS as a test wants it: each call answers the next list (the last one again once used up). */
function dns(answers: Record<string, string[][]>): Resolver & { calls: number } {
  const resolver = Object.assign(
    async (host: string) => {
      resolver.calls += 1;
      const list = answers[host];
      if (!list) throw new Error('ENOTFOUND');
      const answer = list.length > 1 ? (list.shift() as string[]) : (list[0] as string[]);
      return answer.map((address) => ({ address, family: 4 as const }));
    },
    { calls: 0 },
  );
  return resolver;
}

describe('safe fetch', () => {
  it('reads a page with its validators, then honours them: an unchanged page is a 304 without a body', async () => {
    const port = await serve((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304).end();
        return;
      }
      res.writeHead(200, {
        etag: '"v1"',
        'last-modified': 'Sun, 16 Nov 2025 10:00:00 GMT',
        'content-type': 'text/html',
      });
      res.end('<p>Results</p>');
    });
    const url = `http://127.0.0.1:${port}/results/`;
    const first = await safeFetch(url, LIMITS);
    expect(first).toMatchObject({ status: 200, etag: '"v1"', contentType: 'text/html' });
    expect(first.lastModified).toBe('Sun, 16 Nov 2025 10:00:00 GMT');
    expect(new TextDecoder().decode(first.bytes)).toBe('<p>Results</p>');
    const again = await safeFetch(url, { ...LIMITS, etag: first.etag, lastModified: first.lastModified });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
  });

  it('refuses other schemes, private addresses and a redirect to one, which it never contacts', async () => {
    const port = await serve((req, res) => {
      if (req.url === '/secret') res.writeHead(200).end('metadata');
      else res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
    });
    await expect(safeFetch('file:///etc/passwd', LIMITS)).rejects.toThrow(/Only http and https/);
    await expect(safeFetch('ftp://results.example/', LIMITS)).rejects.toThrow(OutboundRefused);
    const closed = { ...LIMITS, allowHosts: [] };
    await expect(safeFetch(`http://127.0.0.1:${port}/secret`, closed)).rejects.toThrow(
      /private or local network/,
    );
    const resolve = dns({ 'results.lan': [['127.0.0.1']], 'inside.example': [['10.0.0.7']] });
    await expect(safeFetch('http://inside.example/', { ...closed, resolve })).rejects.toThrow(
      /private or local/,
    );
    // The first page is on an allowed host; its redirect to a private address is checked again.
    const allowed = { ...LIMITS, allowHosts: ['results.lan'], resolve };
    await expect(safeFetch(`http://results.lan:${port}/event`, allowed)).rejects.toThrow(
      /127\.0\.0\.1 is on a private/,
    );
    expect(hits).toEqual(['/event']);
  });

  it('connects to the address it checked, keeping the name as Host: DNS is asked once per hop', async () => {
    const port = await serve((_req, res) => res.writeHead(200).end('ok'));
    // No real DNS knows this name: the page is reached only through the checked answer.
    const resolve = dns({ 'pinned.example': [['127.0.0.1']] });
    const page = await safeFetch(`http://pinned.example:${port}/r`, {
      ...LIMITS,
      allowHosts: ['pinned.example'],
      resolve,
    });
    expect(page.status).toBe(200);
    expect(hosts).toEqual([`pinned.example:${port}`]);
    expect(resolve.calls).toBe(1);
  });

  it('a name whose DNS answers public, then private, is never connected at the private address', async () => {
    const port = await serve((_req, res) => res.writeHead(200).end('inside'));
    const resolve = dns({ 'rebind.example': [['93.184.216.34'], ['127.0.0.1']] });
    // The public address is all it may use; wherever that leads (nowhere, here), never inside.
    await expect(
      safeFetch(`http://rebind.example:${port}/`, { ...LIMITS, allowHosts: [], timeoutMs: 1_500, resolve }),
    ).rejects.toThrow(OutboundRefused);
    expect(hits).toEqual([]);
    expect(resolve.calls).toBe(1);
  });

  it('stops reading a body past the size limit, declared or not', async () => {
    const big = Buffer.alloc(64 * 1024, 'x');
    const port = await serve((req, res) => {
      if (req.url === '/declared') res.writeHead(200, { 'content-length': String(10 * 1024 * 1024) }).end();
      else {
        res.writeHead(200);
        // Chunked, no length: it would never end if the reader did not stop it.
        const timer = setInterval(() => res.write(big), 1);
        res.on('close', () => clearInterval(timer));
      }
    });
    const small = { ...LIMITS, maxBytes: 256 * 1024 };
    await expect(safeFetch(`http://127.0.0.1:${port}/declared`, small)).rejects.toThrow(/larger than 0.3 MB/);
    await expect(safeFetch(`http://127.0.0.1:${port}/endless`, small)).rejects.toThrow(/larger than/);
  });

  it('gives up a page that drips slowly at the time limit, redirects included', async () => {
    const port = await serve((req, res) => {
      if (req.url === '/hop') {
        res.writeHead(301, { location: '/drip' }).end();
        return;
      }
      res.writeHead(200);
      const timer = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(timer));
    });
    await expect(safeFetch(`http://127.0.0.1:${port}/hop`, { ...LIMITS, timeoutMs: 400 })).rejects.toThrow(
      /took longer than 400 ms/,
    );
    expect(hits).toEqual(['/hop', '/drip']);
  });

  it('follows at most five redirects, and refuses a page that is not there in words', async () => {
    const port = await serve((req, res) => {
      const n = Number(req.url?.slice(1));
      if (Number.isFinite(n) && n > 0) res.writeHead(302, { location: `/${n + 1}` }).end();
      else res.writeHead(404).end();
    });
    await expect(safeFetch(`http://127.0.0.1:${port}/1`, LIMITS)).rejects.toThrow(/more than 5 times/);
    expect(hits).toHaveLength(6);
    await expect(safeFetch(`http://127.0.0.1:${port}/gone`, LIMITS)).rejects.toThrow(
      'The page answered 404 (Not Found).',
    );
  });

  it('decodes the charset the page names, else UTF-8 or GBK as the importer does', () => {
    const latin1 = new Uint8Array([0x52, 0xfc, 0x67, 0x65, 0x72]);
    expect(decodeBody(latin1, 'text/html; charset=ISO-8859-1')).toEqual({ ok: true, text: 'Rüger' });
    expect(decodeBody(new TextEncoder().encode('Rüger'), 'text/html')).toEqual({
      ok: true,
      text: 'Rüger',
      encoding: 'utf-8',
    });
    const gbk = new Uint8Array([0xd3, 0xcd, 0xd4, 0xbd]);
    expect(decodeBody(gbk, null)).toMatchObject({ ok: true, text: '油越' });
  });
});

/** A self-signed certificate for results.test (openssl, EC P-256, valid 100 years): no CA trusts it. */
const TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgsjDAM6ov1nK4rNtc
U76G8JO2snlfKN6skmEAnKDjNGOhRANCAAQVRcK1H29rTFp+SDqonq9AM4ooV1Ni
ME2CZ3pc7jn121b1bY32i/7sZB6iImruzvqgFX8QrJ2DCd5UlCmUNgjy
-----END PRIVATE KEY-----`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBnjCCAUSgAwIBAgIUfRSJDTytD3qLZab1BSBE0VpiPfkwCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMcmVzdWx0cy50ZXN0MCAXDTI2MTEyOTExNDY0N1oYDzIxMjYx
MTA1MTE0NjQ3WjAXMRUwEwYDVQQDDAxyZXN1bHRzLnRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAAQVRcK1H29rTFp+SDqonq9AM4ooV1NiME2CZ3pc7jn121b1
bY32i/7sZB6iImruzvqgFX8QrJ2DCd5UlCmUNgjyo2wwajAdBgNVHQ4EFgQU29A5
3osdYLIi4liKh22deLRzET0wHwYDVR0jBBgwFoAU29A53osdYLIi4liKh22deLRz
ET0wDwYDVR0TAQH/BAUwAwEB/zAXBgNVHREEEDAOggxyZXN1bHRzLnRlc3QwCgYI
KoZIzj0EAwIDSAAwRQIhAJ3yvk2HsZU2I3eo/NKYccpPtLRGEbO/vFCmpAwA6jWb
AiBfJIRCQV8EqX+ll+xWcDffmh6KVp9HS5KO0WdZNSR0gw==
-----END CERTIFICATE-----`,
};

describe('safe fetch over https', () => {
  it('connects to the checked address with the name as TLS server name, and refuses a certificate it cannot check', async () => {
    const names: string[] = [];
    const tlsServer = https.createServer(
      {
        ...TLS,
        SNICallback: (name, done) => {
          names.push(name);
          done(null);
        },
      },
      (_req, res) => res.end('ok'),
    );
    tlsServer.listen(0, '127.0.0.1');
    await once(tlsServer, 'listening');
    try {
      const { port } = tlsServer.address() as AddressInfo;
      const resolve = dns({ 'results.test': [['127.0.0.1']] });
      await expect(
        safeFetch(`https://results.test:${port}/`, { ...LIMITS, allowHosts: ['results.test'], resolve }),
      ).rejects.toThrow(/results\.test:\d+'s secure connection could not be checked/);
      expect(names).toEqual(['results.test']);
    } finally {
      tlsServer.closeAllConnections();
      tlsServer.close();
    }
  });
});
