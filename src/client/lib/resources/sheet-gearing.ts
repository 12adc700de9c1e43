import type { UseQueryOptions } from '@tanstack/react-query';
import type { SetupSheet, SetupSheetUpdate } from '../../../shared/schemas/setup-sheet';
import { requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';
import { setupSheets } from './setup-sheets';

/**
 * The gearing calculator and the setup sheet it was opened from (issue 19 item 2). The sheet's key,
 * [...QUERY_KEYS.setupSheets, id], is built here rather than in query-keys.ts (part of the signed-out
 * entry) as only the calculator's lazy chunk reads it; under the sheets' list key, any save of a sheet
 * makes it stale.
 */

/**
 * GET /api/setup-sheets/:id: the sheet as it is now, whose version the write names in If-Match.
 * Another racer's id, or one deleted, answers 404: the calculator then offers no writing.
 */
export function sheetQuery(id: number | undefined): UseQueryOptions<SetupSheet, Error> {
  return {
    queryKey: [...QUERY_KEYS.setupSheets, id ?? null],
    queryFn: ({ signal }) => requestJson<SetupSheet>('GET', `/api/setup-sheets/${id}`, undefined, { signal }),
    enabled: id !== undefined,
    // A 404 is the answer: asking again changes nothing.
    retry: false,
  };
}

export interface WriteGearing {
  id: number;
  /** The version the calculator read: a sheet saved elsewhere since is refused (412), not overwritten. */
  version: number;
  /** The sheet's gearing fields as the calculator has them, and the reason stored on the version. */
  body: SetupSheetUpdate;
}

/** "Write to setup sheet": the gearing PUT as a new version of the sheet (source `gearing`). */
export const writeGearingMutation: ResourceMutation<SetupSheet, WriteGearing> = {
  mutationFn: ({ id, version, body }) => setupSheets.update(id, body, version),
  invalidates: setupSheets.afterChange,
};
