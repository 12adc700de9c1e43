import { z } from 'zod';
import { optionalCarId } from './common';

/**
 * Notices (issue 30): what arrived by itself, in the app and, where the racer allows it, as a Web
 * Push notification. 'run_arrived': a followed race became a run; 'confirm_driver': a race with a
 * driver of the racer's name awaits their yes; 'live_closed': a decoder run closed.
 */
export const NOTICE_KINDS = ['run_arrived', 'confirm_driver', 'live_closed'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  /** "B Main: 18 laps, best 16.37, 3rd". */
  title: z.string(),
  /** "Since the last run: rear spring Blue → Silver". */
  body: z.string(),
  runId: z.number().int().nullable(),
  /** For 'confirm_driver' while unanswered: the match POST /api/matches/:id/confirm answers. */
  matchId: z.number().int().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** What a service hands the notifier: stored as a notice, then pushed. */
export interface NoticeDraft {
  kind: NoticeKind;
  title: string;
  body: string;
  runId?: number | null;
  matchId?: number | null;
}

/** POST /api/matches/:id/confirm: "this is me", with the car the run goes on. */
export const matchConfirmSchema = z.object({ rcCarId: optionalCarId });

/** A browser's PushSubscription as `toJSON()` gives it; POST /api/push/subscriptions. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'A push subscription needs its endpoint' })
    .url('A push subscription’s endpoint must be an address')
    .max(2000, 'A push subscription’s endpoint is too long')
    .refine(
      (value) => value.startsWith('https://') || value.startsWith('http://'),
      'Push endpoints are web addresses',
    ),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) });

/** GET /api/push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });
