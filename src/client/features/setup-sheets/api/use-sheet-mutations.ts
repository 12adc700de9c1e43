import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetupSheet, SetupSheetUpdate, SetupSheetValues } from '../../../../shared/schemas/setup-sheet';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { PUBLIC_SETUPS_QUERY_KEY } from '../../../lib/resources/public-setups';
import { SETUP_SHEETS_QUERY_KEY } from '../../../lib/resources/setup-sheets';
import { refetchStorage } from '../../../lib/resources/storage';
import { createSheet, deleteSheet, updateSheet } from './sheet-api';

/**
 * SPEC §7: a sheet change reloads the sheet list, which the fleet's Current Setup lines and the
 * dashboard read too. A shared sheet also shows in the community lists, so those are refreshed as well
 * (an inactive query is only marked stale: this costs nothing until the racer goes there), and so is
 * the storage use, which a replaced or deleted file lowers.
 */
export function useRefetchSheets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SETUP_SHEETS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_SETUPS_QUERY_KEY }),
      refetchStorage(queryClient),
    ]);
}

export const failure = (title: string, error: Error) =>
  toast({ title, description: serverMessage(error), variant: 'destructive' });

const success = (description: string) => toast({ title: 'Success', description });

/** Create (no sheet) or update (a sheet) from the editor; unticking 'installed' saves through here too. */
export function useSaveSheet(sheet: SetupSheet | undefined) {
  const refetch = useRefetchSheets();
  return useMutation<SetupSheet, Error, SetupSheetValues | SetupSheetUpdate>({
    mutationFn: (values) => (sheet ? updateSheet(sheet.id, values) : createSheet(values as SetupSheetValues)),
    onSuccess: () => {
      success(sheet ? 'Setup sheet updated successfully' : 'Setup sheet created successfully');
      return refetch();
    },
    onError: (error) =>
      failure(sheet ? 'Failed to update setup sheet' : 'Failed to create setup sheet', error),
  });
}

export function useDeleteSheet() {
  const refetch = useRefetchSheets();
  return useMutation<void, Error, number>({
    mutationFn: deleteSheet,
    onSuccess: () => {
      success('Setup sheet deleted successfully');
      return refetch();
    },
    onError: (error) => failure('Failed to delete setup sheet', error),
  });
}

/**
 * Ticking 'Currently installed' (after the confirmation). SPEC §4 has the client un-install the car's
 * other sheets first, one PUT each; the server already does that in the same transaction as this PUT
 * (and refuses a sheet without a car), so one request is enough and cannot leave two installed.
 */
export function useInstallSheet(id: number) {
  const refetch = useRefetchSheets();
  return useMutation<SetupSheet, Error, void>({
    mutationFn: () => updateSheet(id, { isCurrentlyInstalled: true }),
    onSuccess: () => {
      success('Setup sheet marked as currently installed');
      return refetch();
    },
    onError: (error) => failure('Failed to mark setup sheet as installed', error),
  });
}
