import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { PushSubscriptionInput } from '../../shared/schemas/notice';
import { nowIso } from '../clock';
import type { ArrivalsConfig } from '../config';
import type { Db } from '../db';
import { type ResolvedHost, type Resolver, resolveAllowed } from '../outbound/address-policy';

/**
 * Web Push (issue 30): standard VAPID, no third-party service. The key pair is made once and kept
 * in `server_keys`, so every instance signs with the same one and a browser subscribed through one
 * instance is reached from any. A notice goes to each of the racer's subscriptions, encrypted for
 * it (aes128gcm) by the `web-push` package; a subscription its push service says is gone
 * (404/410) is deleted. The endpoint is an address the browser named: it passes the same address
 * policy as a followed page, and the request goes to the address that policy checked.
 */

const VAPID = 'vapid';
/** A push service answers in well under a second; a stuck one must not hold the notices behind it. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notice for a phone that is off: a race day. */
const PUSH_TTL_S = 24 * 60 * 60;

export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

const keysOf = new WeakMap<Db, Promise<webPush.VapidKeys>>();

/** The server's VAPID key pair: made by whichever instance asks first, read back by all. */
export function vapidKeys(db: Db): Promise<webPush.VapidKeys> {
  let keys = keysOf.get(db);
  if (!keys) {
    keys = (async () => {
      await db
        .insertInto('serverKeys')
        .values({ name: VAPID, value: JSON.stringify(webPush.generateVAPIDKeys()), createdAt: nowIso() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('serverKeys')
        .select('value')
        .where('name', '=', VAPID)
        .executeTakeFirstOrThrow();
      const { publicKey, privateKey } = JSON.parse(row.value) as webPush.VapidKeys;
      return { publicKey, privateKey };
    })();
    keysOf.set(db, keys);
    // A failed read is asked again next time, not remembered.
    keys.catch(() => keysOf.delete(db));
  }
  return keys;
}

/** An endpoint is one browser's, so one racer's: subscribing it again (another racer signed in there) moves it. */
export async function subscribe(db: Db, userId: number, input: PushSubscriptionInput): Promise<void> {
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: nowIso() };
  await db
    .insertInto('pushSubscriptions')
    .values({ ...values, endpoint: input.endpoint })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
}

/** Only the racer's own endpoint is removed; another's is left alone (and nothing said about it). */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** POSTs the request web-push prepared to the address the policy checked (never the name again). */
function post(details: webPush.RequestDetails, to: ResolvedHost): Promise<number> {
  const url = new URL(details.endpoint);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: details.headers as http.OutgoingHttpHeaders,
        timeout: PUSH_TIMEOUT_MS,
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [to]);
          else callback(null, to.address, to.family);
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('The push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/** Sends to every subscription of the racer; a failure is logged, never thrown. */
export async function pushToRacer(
  db: Db,
  config: Pick<ArrivalsConfig, 'allowHosts' | 'pushSubject'>,
  log: FastifyBaseLogger,
  userId: number,
  payload: PushPayload,
  resolve?: Resolver,
): Promise<void> {
  const subscriptions = await db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('userId', '=', userId)
    .execute();
  if (subscriptions.length === 0) return;
  const keys = await vapidKeys(db);
  const text = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (sub) => {
      try {
        const details = webPush.generateRequestDetails(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          text,
          { vapidDetails: { subject: config.pushSubject, ...keys }, TTL: PUSH_TTL_S },
        );
        const to = await resolveAllowed(new URL(sub.endpoint).hostname, config.allowHosts, resolve);
        const status = await post(details, to);
        if (status === 404 || status === 410)
          await db.deleteFrom('pushSubscriptions').where('id', '=', sub.id).execute();
        else if (status < 200 || status > 299)
          log.warn({ status, subscription: sub.id }, 'a push service refused a notice');
      } catch (error) {
        log.warn({ err: error, subscription: sub.id }, 'a notice could not be pushed');
      }
    }),
  );
}
