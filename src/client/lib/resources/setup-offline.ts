import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '../../../shared/schemas/user';
import { addedToList, cachedItem, editedInList } from '../outbox/list-change';
import type { OfflineWrite } from '../outbox/offline-write';
import { QUERY_KEYS } from './query-keys';

type SetupPath = '/api/setup-sheets' | '/api/esc-setups';

const KIND = { '/api/setup-sheets': 'setup-sheet', '/api/esc-setups': 'esc-setup' } as const;
const NOUN = { '/api/setup-sheets': 'setup', '/api/esc-setups': 'ESC setup' } as const;

/** The form's values as the record holds them: the change note belongs to the version, not the setup. */
function contentOf(values: unknown): Record<string, unknown> {
  const { changeNote: _note, ...content } = values as Record<string, unknown>;
  return content;
}

const nameOf = (values: unknown, fallback: string) => {
  const name = (values as { name?: unknown }).name;
  return typeof name === 'string' && name.trim() ? name : fallback;
};

/**
 * The editor's save of a setup, made at the track without a connection: queued with the version it
 * began from, and shown in the list as saved until it is sent (issue 18). Its stand-in keeps that
 * version, so a second offline save begins from it too; the outbox sends the second on top of the first.
 */
export function offlineSetupUpdate<S extends { name: string }, V>(
  path: SetupPath,
  queryKey: QueryKey,
  id: number,
  baseVersion?: () => number | undefined,
): OfflineWrite<S, V> {
  return {
    request: (values) => ({ method: 'PUT', url: `${path}/${id}`, body: values, ifMatch: baseVersion?.() }),
    label: (values, client) =>
      `Changes to ${NOUN[path]} '${nameOf(values, cachedItem<S>(client, queryKey, id)?.name ?? String(id))}'`,
    standIn: (values, client) =>
      editedInList<S>(client, queryKey, id, { ...contentOf(values), updatedAt: new Date().toISOString() }),
    setup: () => ({ kind: KIND[path], id }),
  };
}

/** A new setup made offline: in the list at once under a stand-in id, created when the phone is online. */
export function offlineSetupCreate<S extends { name: string }, V>(
  path: SetupPath,
  queryKey: QueryKey,
): OfflineWrite<S, V> {
  return {
    request: (values) => ({ method: 'POST', url: path, body: values }),
    label: (values) => `New ${NOUN[path]} '${nameOf(values, 'Untitled')}'`,
    standIn: (values, client: QueryClient, tempId) => {
      const now = new Date().toISOString();
      const user = client.getQueryData<User>(QUERY_KEYS.user);
      return addedToList<S>(queryKey, {
        isPublic: false,
        fileUrl: null,
        fileType: null,
        fileName: null,
        ...contentOf(values),
        id: tempId,
        userId: user?.id,
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
    },
  };
}

/**
 * "Install on <car>" made offline (issue 29): the setup shows installed at once, and the car's other
 * setup of the kind comes off in the list as the server will take it off.
 */
export function offlineSetupInstall<S extends { name: string }>(
  path: SetupPath,
  queryKey: QueryKey,
): OfflineWrite<S, { id: number; rcCarId: number; note?: string | null }> {
  return {
    request: ({ id, ...body }) => ({ method: 'POST', url: `${path}/${id}/install`, body }),
    label: ({ id }, client) =>
      `Install ${NOUN[path]} '${cachedItem<S>(client, queryKey, id)?.name ?? String(id)}'`,
    standIn: ({ id, rcCarId }, client) => {
      client.setQueryData<Array<{ id: number; rcCarId: number | null; isCurrentlyInstalled: boolean }>>(
        queryKey,
        (list) =>
          Array.isArray(list)
            ? list.map((s) =>
                s.id !== id && s.rcCarId === rcCarId ? { ...s, isCurrentlyInstalled: false } : s,
              )
            : list,
      );
      return editedInList<S>(client, queryKey, id, { isCurrentlyInstalled: true });
    },
  };
}
