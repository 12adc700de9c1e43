import { useResourceMutation } from '../../../lib/resources/mutations';
import { tyreSetMutations } from '../../../lib/resources/tyre-sets';
import { failureToast, successToast } from '../../../lib/toasts';

export function useAddTyreSet() {
  return useResourceMutation(tyreSetMutations.create, {
    onSuccess: () => successToast('Tyre set added'),
    onError: (error) => failureToast('Failed to add the tyre set', error),
  });
}

export function useUpdateTyreSet(id: number) {
  return useResourceMutation(tyreSetMutations.update(id), {
    onSuccess: () => successToast('Tyre set saved'),
    onError: (error) => failureToast('Failed to save the tyre set', error),
  });
}

export function useDeleteTyreSet() {
  return useResourceMutation(tyreSetMutations.remove, {
    onSuccess: () => successToast('Tyre set deleted'),
    // A set that runs name is refused: the server's message says to retire it instead.
    onError: (error) => failureToast('Failed to delete the tyre set', error),
  });
}
