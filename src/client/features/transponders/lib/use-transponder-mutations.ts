import { useResourceMutation } from '../../../lib/resources/mutations';
import { transponderMutations } from '../../../lib/resources/transponders';
import { failureToast, successToast } from '../../../lib/toasts';

export function useAddTransponder() {
  return useResourceMutation(transponderMutations.create, {
    onSuccess: () => successToast('Transponder added successfully'),
    // SPEC §8: the server's reason (a duplicate number, say) is shown when it gave one.
    onError: (error) => failureToast('Failed to add transponder', error),
  });
}

export function useUpdateTransponder(id: number) {
  return useResourceMutation(transponderMutations.update(id), {
    onSuccess: () => successToast('Transponder updated successfully'),
    onError: (error) => failureToast('Failed to update transponder', error),
  });
}

export function useDeleteTransponder() {
  return useResourceMutation(transponderMutations.remove, {
    onSuccess: () => successToast('Transponder deleted successfully'),
    onError: (error) => failureToast('Failed to delete transponder', error),
  });
}
