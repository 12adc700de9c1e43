import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setupBaseEntity } from '../../../shared/schemas/setup-common';
import type { SetupInstall } from '../../../shared/schemas/setup-version';
import { apiRequest, requestJson } from '../api';
import { requestAllPages } from '../api-pages';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';
import { offlineSetupCreate, offlineSetupInstall, offlineSetupUpdate } from './setup-offline';

/** What every setup answer holds, whichever its kind (car setup sheet or ESC setup). */
export type SetupRecord = z.infer<typeof setupBaseEntity>;

/** "Install on <car>": which setup, the car the racer saw on the button, and the optional note. */
export type InstallVariables = SetupInstall & { id: number };

/**
 * The API of one kind of setup. Car setup sheets and ESC setups answer the same routes under their own
 * path (list, create, partial update, delete, copy), so both are made here from that path; what differs
 * is which other lists a change makes stale.
 */
export function setupResource<TSetup extends SetupRecord, TValues, TUpdate, TCopy>(options: {
  path: '/api/setup-sheets' | '/api/esc-setups';
  queryKey: QueryKey;
  /** Lists besides this kind's own and the storage use that a change of it makes stale. */
  alsoInvalidates?: readonly QueryKey[];
}) {
  const { path, queryKey } = options;
  // SPEC §7: a change reloads the kind's list; a replaced or deleted file lowers the storage use.
  const afterChange = [queryKey, ...(options.alsoInvalidates ?? []), QUERY_KEYS.storage];

  // The racer's whole list, every page: the setups page, pickers and compare need all of them.
  const fetchList = (signal?: AbortSignal) => requestAllPages<TSetup>(path, { signal });
  const create = (values: TValues) => requestJson<TSetup>('POST', path, values);
  /**
   * PUT is partial: only the fields sent change (a lone isCurrentlyInstalled, say). `ifMatch` names the
   * version the edit began from: a save over a newer one is refused (412 version_conflict).
   */
  const update = (id: number, values: TUpdate, ifMatch?: number) =>
    requestJson<TSetup>('PUT', `${path}/${id}`, values, { ifMatch });
  const remove = async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${path}/${id}`);
  };
  /** The server's one way to copy: a new private setup, its file shared, some values changed. */
  const copy = (id: number, body: TCopy) => requestJson<TSetup>('POST', `${path}/${id}/copy`, body);

  return {
    queryKey,
    afterChange,
    /** GET: newest-updated first, as the server sends them. */
    listQuery: { queryKey, queryFn: ({ signal }) => fetchList(signal) } satisfies UseQueryOptions<
      TSetup[],
      Error
    >,
    update,
    mutations: {
      create: {
        mutationFn: create,
        invalidates: afterChange,
        offline: offlineSetupCreate<TSetup, TValues>(path, queryKey),
      } satisfies ResourceMutation<TSetup, TValues>,
      /** The editor's save; `baseVersion` is read at each save, as it moves on with every one. */
      update: (id: number, baseVersion?: () => number | undefined): ResourceMutation<TSetup, TUpdate> => ({
        mutationFn: (values) => update(id, values, baseVersion?.()),
        invalidates: afterChange,
        offline: offlineSetupUpdate<TSetup, TUpdate>(path, queryKey, id, baseVersion),
      }),
      remove: { mutationFn: remove, invalidates: afterChange } satisfies ResourceMutation<void, number>,
      /**
       * SPEC §4 "Installed flag", in one tap (issue 29): POST …/:id/install. The server takes the car's
       * other setup of this kind off in the same transaction (and refuses a setup for another car),
       * so two setups can never both end up installed; the note is kept in the setup's History.
       * Made at the track without a connection, it is queued like an edit.
       */
      install: {
        mutationFn: ({ id, ...body }: InstallVariables) =>
          requestJson<TSetup>('POST', `${path}/${id}/install`, body),
        invalidates: afterChange,
        offline: offlineSetupInstall<TSetup>(path, queryKey),
      } satisfies ResourceMutation<TSetup, InstallVariables>,
      /** A copy is private and not installed: only this kind's list and the storage use change. */
      copy: (id: number): ResourceMutation<TSetup, TCopy> => ({
        mutationFn: (body) => copy(id, body),
        invalidates: [queryKey, QUERY_KEYS.storage],
      }),
    },
  };
}

export type SetupResource<TSetup extends SetupRecord, TValues, TUpdate, TCopy> = ReturnType<
  typeof setupResource<TSetup, TValues, TUpdate, TCopy>
>;

/**
 * SPEC §4 "current setup of a vehicle": the first setup of that car marked installed, of either kind.
 * Callers pass undefined when the list failed to load, which simply reads as "none installed".
 */
export function installedOn<T extends Pick<SetupRecord, 'rcCarId' | 'isCurrentlyInstalled'>>(
  setups: readonly T[] | undefined,
  carId: number,
): T | undefined {
  return setups?.find((s) => s.isCurrentlyInstalled && s.rcCarId === carId);
}
