import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Transponder,
  TransponderCreateInput,
  TransponderUpdateInput,
} from '../../../../shared/schemas/transponder';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { CARS_QUERY_KEY } from '../../../lib/resources/cars';
import { TRANSPONDERS_QUERY_KEY } from '../../../lib/resources/transponders';
import { createTransponder, deleteTransponder, updateTransponder } from './transponder-api';

/** SPEC §7: every change refetches the register; update and delete also refetch the vehicles. */
function useRefetch() {
  const queryClient = useQueryClient();
  return (alsoCars: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TRANSPONDERS_QUERY_KEY }),
      alsoCars && queryClient.invalidateQueries({ queryKey: CARS_QUERY_KEY }),
    ]);
}

const failure = (title: string, error: Error) =>
  toast({ title, description: serverMessage(error), variant: 'destructive' });

export function useAddTransponder() {
  const refetch = useRefetch();
  return useMutation<Transponder, Error, TransponderCreateInput>({
    mutationFn: createTransponder,
    onSuccess: () => {
      toast({ title: 'Success', description: 'Transponder added successfully' });
      return refetch(false);
    },
    // SPEC §8: the server's reason (a duplicate number, say) is shown when it gave one.
    onError: (error) => failure('Failed to add transponder', error),
  });
}

export function useUpdateTransponder(id: number) {
  const refetch = useRefetch();
  return useMutation<Transponder, Error, TransponderUpdateInput>({
    mutationFn: (input) => updateTransponder(id, input),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Transponder updated successfully' });
      return refetch(true);
    },
    onError: (error) => failure('Failed to update transponder', error),
  });
}

export function useDeleteTransponder() {
  const refetch = useRefetch();
  return useMutation<void, Error, number>({
    mutationFn: deleteTransponder,
    onSuccess: () => {
      toast({ title: 'Success', description: 'Transponder deleted successfully' });
      return refetch(true);
    },
    onError: (error) => failure('Failed to delete transponder', error),
  });
}
