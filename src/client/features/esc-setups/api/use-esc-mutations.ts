import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscSetup, EscSetupUpdate, EscSetupValues } from '../../../../shared/schemas/esc-setup';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { ESC_SETUPS_QUERY_KEY } from '../../../lib/resources/esc-setups';
import { refetchStorage } from '../../../lib/resources/storage';
import { createEsc, deleteEsc, updateEsc } from './esc-api';

/** SPEC §7: after a change the ESC list is fetched again; a replaced or deleted file frees storage. */
function useRefetchEsc() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ESC_SETUPS_QUERY_KEY }),
      refetchStorage(queryClient),
    ]);
}

const failure = (title: string, error: Error) =>
  toast({ title, description: serverMessage(error), variant: 'destructive' });
const success = (description: string) => toast({ title: 'Success', description });

/** Create (no setup) or update; unticking 'installed' saves through here too. */
export function useSaveEsc(esc: EscSetup | undefined) {
  const refetch = useRefetchEsc();
  return useMutation<EscSetup, Error, EscSetupValues | EscSetupUpdate>({
    mutationFn: (values) => (esc ? updateEsc(esc.id, values) : createEsc(values as EscSetupValues)),
    onSuccess: () => {
      success(esc ? 'ESC setup updated successfully' : 'ESC setup created successfully');
      return refetch();
    },
    onError: (error) => failure('Failed to save ESC setup', error),
  });
}

export function useDeleteEsc() {
  const refetch = useRefetchEsc();
  return useMutation<void, Error, number>({
    mutationFn: deleteEsc,
    onSuccess: () => {
      success('ESC setup deleted successfully');
      return refetch();
    },
    onError: (error) => failure('Failed to delete ESC setup', error),
  });
}

/** SPEC §4: for ESC setups the client sets only the chosen one; the server un-installs the car's others. */
export function useInstallEsc(id: number) {
  const refetch = useRefetchEsc();
  return useMutation<EscSetup, Error, void>({
    mutationFn: () => updateEsc(id, { isCurrentlyInstalled: true }),
    onSuccess: () => {
      success('ESC setup marked as currently installed');
      return refetch();
    },
    onError: (error) => failure('Failed to mark ESC setup as installed', error),
  });
}
