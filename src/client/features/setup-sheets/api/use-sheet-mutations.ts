import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { setupSheets } from '../../../lib/resources/setup-sheets';
import { failureToast, successToast } from '../../../lib/toasts';

/** Create (no sheet) or update (a sheet) from the editor; unticking 'installed' saves through here too. */
export function useSaveSheet(sheet: SetupSheet | undefined) {
  return useResourceMutation(sheet ? setupSheets.mutations.update(sheet.id) : setupSheets.mutations.create, {
    onSuccess: () =>
      successToast(sheet ? 'Setup sheet updated successfully' : 'Setup sheet created successfully'),
    onError: (error) =>
      failureToast(sheet ? 'Failed to update setup sheet' : 'Failed to create setup sheet', error),
  });
}

export function useDeleteSheet() {
  return useResourceMutation(setupSheets.mutations.remove, {
    onSuccess: () => successToast('Setup sheet deleted successfully'),
    onError: (error) => failureToast('Failed to delete setup sheet', error),
  });
}

/** Ticking 'Currently installed', after the confirmation (lib/resources/setups.ts: one PUT). */
export function useInstallSheet(id: number) {
  return useResourceMutation(setupSheets.mutations.install(id), {
    onSuccess: () => successToast('Setup sheet marked as currently installed'),
    onError: (error) => failureToast('Failed to mark setup sheet as installed', error),
  });
}
