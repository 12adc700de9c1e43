import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { SETUP_SHEETS_QUERY_KEY } from '../../../lib/resources/setup-sheets';
import { refetchStorage } from '../../../lib/resources/storage';
import { copyPublicSetup } from './public-setups-api';

export const COPY_SUCCESS = 'Setup copied to your setup sheets';
export const COPY_FAILURE = 'Failed to copy setup';

/** "Copy to my setups": the new private sheet lands in the racer's list, which is fetched again. */
export function useCopySetup(setupId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation<SetupSheet, Error, number | null>({
    mutationFn: (rcCarId) => copyPublicSetup(setupId, rcCarId),
    onSuccess: (copy) => {
      const href = `/setup-sheets?id=${copy.id}`;
      // The toaster lives outside the router, so a <Link> cannot render there: a plain link that
      // navigates in-app on a plain click (and still opens a new tab on a modified one) does the job.
      const open = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      };
      toast({
        title: COPY_SUCCESS,
        description: (
          <a href={href} onClick={open} className="font-medium underline underline-offset-4">
            Open {copy.name}
          </a>
        ),
      });
      // The copy's file counts towards the racer's storage (unless they hold it already).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SETUP_SHEETS_QUERY_KEY }),
        refetchStorage(queryClient),
      ]);
    },
    onError: (error) =>
      toast({ title: COPY_FAILURE, description: serverMessage(error), variant: 'destructive' }),
  });
}
