import { useQuery } from '@tanstack/react-query';
import type { sharePayload } from '../../../shared/schemas/public-setup';
import type { SetupSheetCopy } from '../../../shared/schemas/setup-copy';
import type { SetupSheet, SetupSheetUpdate, SetupSheetValues } from '../../../shared/schemas/setup-sheet';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';
import { setupResource } from './setups';

/** The racer's car setup sheets: the fleet cards read the installed one, the dashboard the recent ones. */

/** What the share dialog PUTs: the public details with isPublic, OTHER already replaced. */
export type ShareBody = ReturnType<typeof sharePayload>;

const resource = setupResource<SetupSheet, SetupSheetValues, SetupSheetUpdate | ShareBody, SetupSheetCopy>({
  path: '/api/setup-sheets',
  queryKey: QUERY_KEYS.setupSheets,
  // A shared sheet shows in the community lists too: saving, deleting, sharing or un-sharing it
  // refreshes them (an inactive query is only marked stale, so this costs nothing until shown).
  // The race-day overview names the sheets its runs ran on.
  alsoInvalidates: [QUERY_KEYS.publicSetups, QUERY_KEYS.runOverview],
});

export const setupSheets = {
  ...resource,
  mutations: {
    ...resource.mutations,
    /** The share dialog: PUT the public details; the answer's id is the community card's. */
    share: (id: number): ResourceMutation<SetupSheet, ShareBody> => ({
      mutationFn: (body) => resource.update(id, body),
      invalidates: resource.afterChange,
    }),
    /** Un-sharing (DESIGN "API decisions"): PUT { isPublic: false }; the sheet stays, private again. */
    unshare: (id: number): ResourceMutation<SetupSheet, void> => ({
      mutationFn: () => resource.update(id, { isPublic: false }),
      invalidates: resource.afterChange,
    }),
  },
};

/** GET /api/setup-sheets. */
export function useSetupSheets() {
  return useQuery(setupSheets.listQuery);
}

/** What the fleet card reads of a sheet (SPEC §2 "Current Setup"). */
export type SetupSheetSummary = Pick<
  SetupSheet,
  | 'id'
  | 'name'
  | 'rcCarId'
  | 'trackName'
  | 'trackSurface'
  | 'trackConditions'
  | 'isCurrentlyInstalled'
  | 'updatedAt'
>;
