import { maintenanceMutations } from '../../../lib/resources/maintenance';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { failureToast, successToast } from '../../../lib/toasts';

export function useAddItem(carId: number) {
  return useResourceMutation(maintenanceMutations.create(carId), {
    onSuccess: (item) => successToast(`${item.name} added`),
    onError: (error) => failureToast('Failed to add the item', error),
  });
}

export function useUpdateItem(id: number) {
  return useResourceMutation(maintenanceMutations.update(id), {
    onSuccess: () => successToast('Item updated'),
    onError: (error) => failureToast('Failed to update the item', error),
  });
}

export function useMarkDone() {
  return useResourceMutation(maintenanceMutations.done, {
    onSuccess: (item) => successToast(`${item.name} done: counting from zero`),
    onError: (error) => failureToast('Failed to mark it done', error),
  });
}

export function useDeleteItem() {
  return useResourceMutation(maintenanceMutations.remove, {
    onSuccess: () => successToast('Item deleted'),
    onError: (error) => failureToast('Failed to delete the item', error),
  });
}
