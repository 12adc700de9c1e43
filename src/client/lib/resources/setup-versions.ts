import { type InfiniteData, infiniteQueryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type {
  SetupVersion,
  SetupVersionDetail,
  SetupVersionPatch,
} from '../../../shared/schemas/setup-version';
import type { SetupKindName } from '../../../shared/setup-content';
import { requestJson } from '../api';
import { type ListPage, requestPage } from '../api-pages';
import { cachedItem, editedInList } from '../outbox/list-change';
import { escSetups } from './esc-setups';
import type { ResourceMutation } from './mutations';
import { setupVersionsKey } from './query-keys';
import { setupSheets } from './setup-sheets';
import type { SetupRecord } from './setups';

/** A setup's history (issue 15), for car setup sheets and ESC setups alike. */

/** Each kind's API path (compare's "Use this value" writes there too). */
export const SETUP_PATHS: Record<SetupKindName, '/api/setup-sheets' | '/api/esc-setups'> = {
  'setup-sheet': '/api/setup-sheets',
  'esc-setup': '/api/esc-setups',
};

/** What a restore makes stale besides the history: what any save of that kind does. */
const AFTER_CHANGE = { 'setup-sheet': setupSheets.afterChange, 'esc-setup': escSetups.afterChange };

/** The URL hash that opens a setup's History panel on the setups page. */
export const HISTORY_HASH = '#history';

/**
 * A setup on the setups page (the ESC tab for an ESC setup), read view open; with `history`, its
 * History panel open too: for links from elsewhere that just wrote a version (the wizard's "Try this").
 */
export function setupHref(kind: SetupKindName, id: number, { history = false } = {}): string {
  const path = kind === 'esc-setup' ? `/setup-sheets?tab=esc&id=${id}` : `/setup-sheets?id=${id}`;
  return history ? `${path}${HISTORY_HASH}` : path;
}

const versionsUrl = (kind: SetupKindName, id: number) => `${SETUP_PATHS[kind]}/${id}/versions`;

/**
 * GET …/:id/versions: newest first, each with its changes, a page (500) at a time: a setup tuned all
 * season can have thousands. The History panel loads the next page when the racer asks for older ones.
 */
export function versionsQuery(kind: SetupKindName, id: number) {
  return infiniteQueryOptions({
    queryKey: setupVersionsKey(kind, id) as readonly unknown[],
    queryFn: ({ pageParam, signal }) =>
      requestPage<SetupVersion>(pageParam ?? versionsUrl(kind, id), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ListPage<SetupVersion>) => last.next,
  });
}

/** The versions of every page loaded, newest first (useInfiniteQuery's `select`). */
export const loadedVersions = (data: InfiniteData<ListPage<SetupVersion>>): SetupVersion[] =>
  data.pages.flatMap((page) => page.items);

/** GET …/:id/versions/:version: every content field as it was then. */
export function versionQuery(
  kind: SetupKindName,
  id: number,
  version: number,
): UseQueryOptions<SetupVersionDetail, Error, SetupVersionDetail, readonly unknown[]> {
  return {
    queryKey: [...setupVersionsKey(kind, id), version],
    queryFn: ({ signal }) =>
      requestJson<SetupVersionDetail>('GET', `${versionsUrl(kind, id)}/${version}`, undefined, { signal }),
  };
}

export const versionMutations = {
  /**
   * POST …/versions/:version/restore: the setup with that version's content, written as a new version.
   * `ifMatch` is the version the racer is looking at: restoring over a newer one is refused (412).
   * The kind's list key covers the history's, so both are fetched again.
   */
  restore: (kind: SetupKindName, id: number, ifMatch?: number): ResourceMutation<SetupRecord, number> => ({
    mutationFn: (version) =>
      requestJson<SetupRecord>('POST', `${versionsUrl(kind, id)}/${version}/restore`, undefined, { ifMatch }),
    invalidates: AFTER_CHANGE[kind],
  }),
  /** PATCH …/versions/:version: the reason and the outcome; only the history changes. */
  patch: (
    kind: SetupKindName,
    id: number,
  ): ResourceMutation<SetupVersion, { version: number } & SetupVersionPatch> => ({
    mutationFn: ({ version, ...patch }) =>
      requestJson<SetupVersion>('PATCH', `${versionsUrl(kind, id)}/${version}`, patch),
    invalidates: [setupVersionsKey(kind, id)],
    // Noted at the track without a connection: shown in the history at once, sent once online.
    offline: {
      request: ({ version, ...patch }) => ({
        method: 'PATCH',
        url: `${versionsUrl(kind, id)}/${version}`,
        body: patch,
      }),
      label: ({ version }, client) => {
        const list = kind === 'setup-sheet' ? setupSheets.queryKey : escSetups.queryKey;
        const name = cachedItem<SetupRecord>(client, list, id)?.name;
        return `Note on version ${version} of ${name ? `'${name}'` : 'a setup'}`;
      },
      standIn: ({ version, ...patch }, client) =>
        editedInList<SetupVersion>(client, setupVersionsKey(kind, id), version, patch, 'version'),
    },
  }),
};
