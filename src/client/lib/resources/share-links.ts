import type { UseQueryOptions } from '@tanstack/react-query';
import type { EscSetup } from '../../../shared/schemas/esc-setup';
import type { SetupSheet } from '../../../shared/schemas/setup-sheet';
import type { SharedSetup, ShareLink } from '../../../shared/schemas/share-link';
import type { SetupKindName } from '../../../shared/setup-content';
import { apiRequest, requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';
import { SETUP_PATHS } from './setup-versions';

/**
 * A shared link's setup (issue 18), keyed by its URL. Built here rather than in query-keys.ts:
 * that module is part of the signed-out entry, which must not carry what only /s/:slug uses.
 */
export const sharedSetupKey = (slug: string) => ['/api/shared', slug] as const;

/** GET /api/shared/:slug: what anyone with the link sees; 404 once it is revoked. */
export function sharedSetupQuery(slug: string): UseQueryOptions<SharedSetup, Error> {
  return {
    queryKey: sharedSetupKey(slug),
    queryFn: ({ signal }) =>
      requestJson<SharedSetup>('GET', `/api/shared/${encodeURIComponent(slug)}`, undefined, { signal }),
    retry: false,
  };
}

const linkUrl = (kind: SetupKindName, id: number) => `${SETUP_PATHS[kind]}/${id}/share-link`;

/** POST …/:id/share-link: the setup's link, the live one if it has one already. Nothing listed changes. */
export const createShareLink = (kind: SetupKindName, id: number): ResourceMutation<ShareLink, void> => ({
  mutationFn: () => requestJson<ShareLink>('POST', linkUrl(kind, id)),
  invalidates: [],
});

/** DELETE …/:id/share-link: "Stop sharing"; the link answers 404 from now on. */
export const revokeShareLink = (kind: SetupKindName, id: number): ResourceMutation<void, void> => ({
  mutationFn: async () => {
    await apiRequest('DELETE', linkUrl(kind, id));
  },
  invalidates: [],
});

/** POST /api/shared/:slug/copy: a private setup of the racer's own, of the link's kind. */
export const copySharedSetup = (
  shared: Pick<SharedSetup, 'kind'>,
  slug: string,
): ResourceMutation<SetupSheet | EscSetup, { idempotencyKey: string }> => ({
  mutationFn: ({ idempotencyKey }) =>
    requestJson<SetupSheet | EscSetup>('POST', `/api/shared/${encodeURIComponent(slug)}/copy`, undefined, {
      idempotencyKey,
    }),
  invalidates: [shared.kind === 'esc-setup' ? QUERY_KEYS.escSetups : QUERY_KEYS.setupSheets],
});
