import { z } from 'zod';
import { ESC_TUNING_KEYS } from '../constants/setup-fields';
import { publicSetupSchema } from './public-setup';
import { nullableStrings } from './setup-common';

/** The two kinds of setup a link can share, as the URL of their routes names them. */
export const SHARED_KINDS = ['setup-sheet', 'esc-setup'] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];

/** POST …/:id/share-link: the link's slug and the page it opens (`/s/:slug`). */
export const shareLinkSchema = z.object({ slug: z.string(), url: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A slug from the URL: anything that is not a live link's answers 404, so only its length is checked. */
export const slugParamsSchema = z.object({ slug: z.string().max(100, 'Shared setup not found') });

/**
 * What a shared link shows, as the community detail shows a setup: the share fields, surface and
 * tuning values. Never the owner, the e-mail, the private name or notes, the car, or the attached
 * file (files are readable by visitors only for community setups). No setup id either: the slug
 * is the only handle a visitor gets.
 */
const common = publicSetupSchema.pick({
  driverName: true,
  vehicleMake: true,
  vehicleModel: true,
  publicTrackName: true,
  publicTrackConditions: true,
  eventName: true,
  trackSurface: true,
  trackSurfaceTreatment: true,
  updatedAt: true,
});

const {
  id: _id,
  notes: _notes,
  fileUrl: _f,
  fileType: _t,
  fileName: _n,
  ...sheetShape
} = publicSetupSchema.shape;

export const sharedSetupSchema = z.discriminatedUnion('kind', [
  z.object({ ...sheetShape, kind: z.literal('setup-sheet') }),
  common.extend({
    kind: z.literal('esc-setup'),
    escMake: z.string().nullable(),
    escModel: z.string().nullable(),
    ...nullableStrings(ESC_TUNING_KEYS).shape,
  }),
]);
export type SharedSetup = z.infer<typeof sharedSetupSchema>;

/** "Winter Series R2 – EB48 2.2", or the ESC: what a shared setup is called on its page and in a copy. */
export function sharedSetupName(shared: SharedSetup): string {
  const parts =
    shared.kind === 'esc-setup'
      ? [shared.escMake, shared.escModel]
      : [shared.eventName, shared.vehicleModel ?? shared.vehicleMake];
  return (
    parts.filter(Boolean).join(' – ') || (shared.kind === 'esc-setup' ? 'Shared ESC setup' : 'Shared setup')
  );
}
