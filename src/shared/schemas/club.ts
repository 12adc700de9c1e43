import { z } from 'zod';
import { optionalText } from './common';

/**
 * Clubs and their tracks (issue 30): a club's admins add the result pages its members' races are
 * published at and the decoders at its track; racers join a club to be matched by transponder.
 */
export const CLUB_ROLES = ['admin', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** New club and Edit club forms; POST /api/clubs and PUT /api/clubs/:id. */
export const clubInputSchema = z.object({
  name: requiredText('Club name', 100),
  trackName: requiredText('Track name', 100),
  surface: optionalText(60, 'Surface'),
});
export type ClubInput = z.input<typeof clubInputSchema>;

export const clubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  trackName: z.string(),
  surface: z.string().nullable(),
  members: z.number().int(),
  /** The signed-in racer's role, or null when they have not joined. */
  myRole: z.enum(CLUB_ROLES).nullable(),
  createdAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

/** GET /api/clubs?q=: clubs by name, the racer's own first. */
export const clubSearchSchema = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

/** POST /api/clubs/:id/admins: a member made an admin by their username. */
export const clubAdminInputSchema = z.object({
  username: requiredText('Username', 50),
});

/** The decoder protocols the app speaks (src/server/decoders). */
export const DECODER_PROTOCOLS = ['p3', 'rchourglass'] as const;
export type DecoderProtocol = (typeof DECODER_PROTOCOLS)[number];
export const DECODER_PROTOCOL_LABELS: Record<DecoderProtocol, string> = {
  p3: 'MyLaps / AMB P3 (TCP)',
  rchourglass: 'RCHourglass (TCP text feed)',
};

const PORT_MESSAGE = 'Port must be a whole number from 1 to 65535';

/** Add decoder form; POST /api/clubs/:id/decoders and PUT /api/clubs/:id/decoders/:decoderId. */
export const decoderInputSchema = z.object({
  name: requiredText('Decoder name', 60),
  protocol: z.enum(DECODER_PROTOCOLS, { error: 'Choose the decoder’s protocol' }),
  host: requiredText('Host', 253).regex(/^[A-Za-z0-9.:-]+$/, 'Host must be a host name or an IP address'),
  port: z.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65_535, PORT_MESSAGE),
  closeAfterS: z
    .number({ error: 'Close a run after must be a number of seconds' })
    .int('Close a run after must be whole seconds')
    .min(10, 'Close a run after must be at least 10 seconds')
    .max(3600, 'Close a run after must be at most 3600 seconds')
    .default(120),
  minLapMs: z
    .number({ error: 'Shortest lap must be a number of milliseconds' })
    .int('Shortest lap must be whole milliseconds')
    .min(1000, 'Shortest lap must be at least 1000 ms')
    .max(600_000, 'Shortest lap must be at most 600000 ms')
    .default(5000),
  enabled: z.boolean().default(true),
});
export type DecoderInput = z.input<typeof decoderInputSchema>;

export const decoderSchema = z.object({
  id: z.number().int(),
  clubId: z.number().int(),
  name: z.string(),
  protocol: z.enum(DECODER_PROTOCOLS),
  host: z.string(),
  port: z.number().int(),
  closeAfterS: z.number().int(),
  minLapMs: z.number().int(),
  enabled: z.boolean(),
  /** ISO time of the last record heard from it; null until connected. */
  lastSeenAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type Decoder = z.infer<typeof decoderSchema>;

/** A followed results address and how its polling is going (also a follow's, follow.ts). */
export const sourceStatusSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** 'watching' until a day after the last change; 'stopped' after; 'failing' while fetches fail. */
  state: z.enum(['watching', 'stopped', 'failing']),
  lastCheckedAt: z.string().nullable(),
  lastChangedAt: z.string().nullable(),
  races: z.number().int(),
  /** The last failure in a racer's words; null while fetches work. */
  problem: z.string().nullable(),
});
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

/** GET /api/clubs/:id: the club, its result sources and, for its admins, its decoders. */
export const clubDetailSchema = clubSchema.extend({
  sources: z.array(sourceStatusSchema),
  /** Empty for a racer who is not an admin: the track's network addresses are the admins' concern. */
  decoders: z.array(decoderSchema),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;
