import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NoticeDraft } from '../../shared/schemas/notice';
import { defaultArrivals } from '../config';
import { createNotifier } from '../services/notices';
import { call, createTestApp, DIALECTS, registerRacer, type TestApp } from '../test/harness';

// The package web-push encrypts with: the browser's side of it, decrypting what the server sent.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

type Racer = Awaited<ReturnType<typeof registerRacer>>;
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const NOTICE: NoticeDraft = {
  kind: 'run_arrived',
  title: 'B Main: 18 laps, best 16.37, 3rd',
  body: 'Since the last run: rear spring Blue → Silver',
};

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
}

/** A VAPID JWT checked as a push service checks it: ES256 by the key the header names. */
function verifyVapid(authorization: string, publicKey: string) {
  const found = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!found) throw new Error(`not a VAPID header: ${authorization}`);
  const [jwt, k] = [found[1] as string, found[2] as string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const signed = (text: string) =>
    verify(
      'sha256',
      Buffer.from(text),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  return {
    k,
    valid: signed(`${head}.${claims}`),
    tamperedValid: signed(`${head}.${Buffer.from('{"aud":"https://elsewhere"}').toString('base64url')}`),
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      sub: string;
      exp: number;
    },
    publicKey,
  };
}

describe.each(DIALECTS)('Web Push (%s)', (dialect) => {
  let server: Server;
  let origin: string;
  const received: Received[] = [];
  /** What the stand-in push service answers per path. */
  const answers: Record<string, number> = { '/push/gone': 410, '/push/missing': 404, '/push/busy': 500 };
  let t: TestApp;
  let racer: Racer;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = answers[request.url ?? ''] ?? 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(async () => {
    received.length = 0;
    t = await createTestApp(dialect, {
      arrivals: { ...defaultArrivals(), allowHosts: ['127.0.0.1'], pushSubject: 'mailto:club@example.com' },
    });
    racer = await registerRacer(t.app);
  });
  afterEach(() => t.close());

  const subscribe = (who: Racer, path: string, keys = browserKeys().keys) =>
    call(t.app, who.cookie, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: `${origin}${path}`, keys },
    });
  const notify = (who: Racer, app = t) =>
    createNotifier(app.database.db, app.app.config.arrivals, app.app.log).notify(who.user.id, NOTICE);
  const endpoints = () =>
    t.database.db.selectFrom('pushSubscriptions').select(['endpoint', 'userId']).orderBy('id').execute();

  it("sends each notice signed with the server's VAPID key and encrypted for the browser", async () => {
    const key = await call(t.app, racer.cookie, { method: 'GET', url: '/api/push/key' });
    const { publicKey } = key.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const browser = browserKeys();
    expect((await subscribe(racer, '/push/phone', browser.keys)).statusCode).toBe(204);

    await notify(racer);
    expect(received.map((r) => r.path)).toEqual(['/push/phone']);
    const [push] = received as [Received];
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(push.headers.authorization as string, publicKey);
    expect(vapid.k).toBe(publicKey);
    expect(vapid.valid).toBe(true);
    expect(vapid.tamperedValid).toBe(false);
    expect(vapid.claims).toMatchObject({ aud: origin, sub: 'mailto:club@example.com' });
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());

    const clear = ece.decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    expect(JSON.parse(clear.toString('utf8'))).toEqual({
      title: NOTICE.title,
      body: NOTICE.body,
      url: '/notices',
    });
    // Another browser's keys cannot read it.
    const stranger = browserKeys();
    expect(() =>
      ece.decrypt(push.body, { version: 'aes128gcm', privateKey: stranger.ecdh, authSecret: stranger.auth }),
    ).toThrow();
    // The notice is stored too.
    const list = await call(t.app, racer.cookie, { method: 'GET', url: '/api/notices' });
    expect(list.json()).toMatchObject([{ title: NOTICE.title }]);
  });

  it('connects to the address the policy checked, never looking the name up again', async () => {
    const allowed = await createTestApp(dialect, {
      arrivals: { ...defaultArrivals(), allowHosts: ['push.invalid'] },
    });
    try {
      const someone = await registerRacer(allowed.app);
      const port = new URL(origin).port;
      await call(allowed.app, someone.cookie, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { endpoint: `http://push.invalid:${port}/push/named`, keys: browserKeys().keys },
      });
      // `.invalid` never resolves (RFC 6761): only the checked answer can reach the stand-in service.
      const looked: string[] = [];
      const resolve = async (host: string) => {
        looked.push(host);
        return [{ address: '127.0.0.1', family: 4 as const }];
      };
      const { db } = allowed.database;
      await createNotifier(db, allowed.app.config.arrivals, allowed.app.log, resolve).notify(
        someone.user.id,
        NOTICE,
      );
      expect(looked).toEqual(['push.invalid']);
      expect(received.map((r) => [r.path, r.headers.host])).toEqual([
        ['/push/named', `push.invalid:${port}`],
      ]);
    } finally {
      await allowed.close();
    }
  });

  it('deletes a subscription its push service says is gone (404, 410), keeps one that failed otherwise', async () => {
    for (const path of ['/push/gone', '/push/missing', '/push/busy', '/push/phone'])
      await subscribe(racer, path);
    await notify(racer);
    expect(received.map((r) => r.path).sort()).toEqual([
      '/push/busy',
      '/push/gone',
      '/push/missing',
      '/push/phone',
    ]);
    expect((await endpoints()).map((e) => e.endpoint)).toEqual([
      `${origin}/push/busy`,
      `${origin}/push/phone`,
    ]);
  });

  it("an endpoint is one racer's: subscribing it again moves it; unsubscribing removes only one's own", async () => {
    const other = await registerRacer(t.app);
    await subscribe(racer, '/push/shared');
    await subscribe(other, '/push/shared');
    expect(await endpoints()).toEqual([{ endpoint: `${origin}/push/shared`, userId: other.user.id }]);
    await notify(racer);
    expect(received).toEqual([]);
    await notify(other);
    expect(received).toHaveLength(1);

    const unsubscribe = (who: Racer) =>
      call(t.app, who.cookie, {
        method: 'DELETE',
        url: '/api/push/subscriptions',
        payload: { endpoint: `${origin}/push/shared` },
      });
    expect((await unsubscribe(racer)).statusCode).toBe(204);
    expect(await endpoints()).toHaveLength(1);
    expect((await unsubscribe(other)).statusCode).toBe(204);
    expect(await endpoints()).toEqual([]);
  });

  it('refuses a subscription that is not a web address, and never pushes to a private address not allowed', async () => {
    const bad = await call(t.app, racer.cookie, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'file:///etc/passwd', keys: browserKeys().keys },
    });
    expect(bad.statusCode).toBe(400);
    const closed = await createTestApp(dialect);
    try {
      const someone = await registerRacer(closed.app);
      await call(closed.app, someone.cookie, {
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { endpoint: `${origin}/push/phone`, keys: browserKeys().keys },
      });
      await notify(someone, closed);
      expect(received).toEqual([]);
      // The notice is kept all the same.
      expect(
        (await call(closed.app, someone.cookie, { method: 'GET', url: '/api/notices' })).json(),
      ).toHaveLength(1);
    } finally {
      await closed.close();
    }
  });

  it('makes the key pair once and keeps it: an instance reads the one another made', async () => {
    const fresh = await createTestApp(dialect);
    try {
      const made = { publicKey: 'BPublicKeyMadeByAnotherInstance', privateKey: 'private' };
      await fresh.database.db
        .insertInto('serverKeys')
        .values({ name: 'vapid', value: JSON.stringify(made), createdAt: new Date().toISOString() })
        .execute();
      const someone = await registerRacer(fresh.app);
      const keys = await Promise.all(
        [1, 2].map(() =>
          call(fresh.app, someone.cookie, { method: 'GET', url: '/api/push/key' }).then((r) => r.json()),
        ),
      );
      expect(keys).toEqual([{ publicKey: made.publicKey }, { publicKey: made.publicKey }]);
    } finally {
      await fresh.close();
    }
    const first = (await call(t.app, racer.cookie, { method: 'GET', url: '/api/push/key' })).json();
    expect((await call(t.app, racer.cookie, { method: 'GET', url: '/api/push/key' })).json()).toEqual(first);
    expect(await t.database.db.selectFrom('serverKeys').select('name').execute()).toEqual([
      { name: 'vapid' },
    ]);
  });
});
