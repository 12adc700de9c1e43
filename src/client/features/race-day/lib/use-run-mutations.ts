import { useResourceMutation } from '../../../lib/resources/mutations';
import { runMutations } from '../../../lib/resources/runs';
import { failureToast, successToast } from '../../../lib/toasts';

/** Saving a run shows its failure in the form (a 409 names the run imported before), not in a toast. */
export function useCreateRun() {
  return useResourceMutation(runMutations.create, { onSuccess: () => successToast('Run saved') });
}

export function useImportRun() {
  return useResourceMutation(runMutations.import, { onSuccess: () => successToast('Run imported') });
}

/** A whole file's races: what was imported and skipped is shown by the form, not a toast. */
export function useImportRuns() {
  return useResourceMutation(runMutations.importBatch);
}

export function useUpdateRun(id: number) {
  return useResourceMutation(runMutations.update(id), { onSuccess: () => successToast('Run updated') });
}

/**
 * `onDeleted` runs before the lists refetch: the run's page leaves first, so its own query is not
 * asked again for a run that is gone.
 */
export function useDeleteRun(onDeleted: () => void) {
  return useResourceMutation(runMutations.remove, {
    onSuccess: () => {
      successToast('Run deleted');
      onDeleted();
    },
    onError: (error) => failureToast('Failed to delete run', error),
  });
}
