import type { EscSetup } from '../../../../shared/schemas/esc-setup';
import { escSetups } from '../../../lib/resources/esc-setups';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { failureToast, successToast } from '../../../lib/toasts';

/** Create (no setup) or update; unticking 'installed' saves through here too. */
export function useSaveEsc(esc: EscSetup | undefined) {
  return useResourceMutation(esc ? escSetups.mutations.update(esc.id) : escSetups.mutations.create, {
    onSuccess: () => successToast(esc ? 'ESC setup updated successfully' : 'ESC setup created successfully'),
    onError: (error) => failureToast('Failed to save ESC setup', error),
  });
}

export function useDeleteEsc() {
  return useResourceMutation(escSetups.mutations.remove, {
    onSuccess: () => successToast('ESC setup deleted successfully'),
    onError: (error) => failureToast('Failed to delete ESC setup', error),
  });
}

/** SPEC §4: for ESC setups the client sets only the chosen one; the server un-installs the car's others. */
export function useInstallEsc(id: number) {
  return useResourceMutation(escSetups.mutations.install(id), {
    onSuccess: () => successToast('ESC setup marked as currently installed'),
    onError: (error) => failureToast('Failed to mark ESC setup as installed', error),
  });
}
