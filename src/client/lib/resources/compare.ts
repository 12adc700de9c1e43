import type { UseQueryOptions } from '@tanstack/react-query';
import type { CompareAnswer, CompareKind } from '../../../shared/schemas/compare';
import { requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';
import { SETUP_PATHS } from './setup-versions';

/** Setups side by side (issue 15): GET /api/compare, and "Use this value" into the racer's own setup. */

/** GET /api/compare?kind=…&refs=…: the refs as the URL names them (12, 12@3, public:45). */
export function compareQuery(
  kind: CompareKind,
  refs: readonly string[],
): UseQueryOptions<CompareAnswer, Error> {
  const query = `kind=${kind}&refs=${refs.join(',')}`;
  return {
    queryKey: [...QUERY_KEYS.compare, kind, refs.join(',')],
    queryFn: ({ signal }) =>
      requestJson<CompareAnswer>('GET', `/api/compare?${query}`, undefined, { signal }),
    // 404 and 400 are the answer (a ref that is gone, a malformed link): asking again changes nothing.
    retry: false,
  };
}

export interface UseValue {
  /** The racer's setup and the version its column shows: the write is refused (412) if it moved on. */
  id: number;
  version: number;
  field: string;
  value: string;
  /** 'From “Clay A-main” (Version 3)': stored as the reason of the version this writes. */
  changeNote: string;
}

/**
 * "Use this value": one field PUT into the racer's setup as a new version (source `compare`), with
 * If-Match so a setup edited elsewhere since the compare loaded is not overwritten blindly.
 */
export function copyValueMutation(kind: CompareKind): ResourceMutation<unknown, UseValue> {
  const listKey = kind === 'setup-sheet' ? QUERY_KEYS.setupSheets : QUERY_KEYS.escSetups;
  return {
    mutationFn: ({ id, version, field, value, changeNote }) =>
      requestJson(
        'PUT',
        `${SETUP_PATHS[kind]}/${id}`,
        { [field]: value, changeSource: 'compare', changeNote },
        {
          ifMatch: version,
        },
      ),
    // The compare (the cell now matches), the kind's list and its history; a shared sheet's card too.
    invalidates: [QUERY_KEYS.compare, listKey, ...(kind === 'setup-sheet' ? [QUERY_KEYS.publicSetups] : [])],
  };
}
