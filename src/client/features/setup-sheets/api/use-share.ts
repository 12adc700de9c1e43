import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SetupSheet } from '../../../../shared/schemas/setup-sheet';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { type ShareBody, updateSheet } from './sheet-api';
import { failure, useRefetchSheets } from './use-sheet-mutations';

/** SPEC §9: the success toast shows 5 s; the move to the community page follows after 1 s. */
export const SHARE_TOAST_MS = 5000;
export const SHARE_REDIRECT_MS = 1000;
export const SHARE_FAILED = 'Failed to share setup. Please try again.';

export const highlightHref = (id: number) => `/public-setups?highlight=${id}`;

/** The share dialog's submit: PUT the public details, then show the racer their card in the community. */
export function useShareSheet(id: number) {
  const refetch = useRefetchSheets();
  const navigate = useNavigate();
  return useMutation<SetupSheet, Error, ShareBody>({
    mutationFn: (body) => updateSheet(id, body),
    onSuccess: (shared) => {
      toast({
        title: 'Setup shared with the community',
        description: 'Taking you to Community Setups...',
        duration: SHARE_TOAST_MS,
      });
      // The id comes from the answer (SPEC §7 "reads the id of the answer").
      setTimeout(() => navigate(highlightHref(shared.id)), SHARE_REDIRECT_MS);
      return refetch();
    },
    // SPEC §8: the server's reason (a missing share field, say) or the generic text.
    onError: (error) =>
      toast({
        title: 'Share failed',
        description: serverMessage(error) ?? SHARE_FAILED,
        variant: 'destructive',
      }),
  });
}

/** Un-sharing (DESIGN "API decisions"): PUT { isPublic: false }; the sheet stays, private again. */
export function useUnshareSheet(id: number) {
  const refetch = useRefetchSheets();
  return useMutation<SetupSheet, Error, void>({
    mutationFn: () => updateSheet(id, { isPublic: false }),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Setup removed from the community' });
      return refetch();
    },
    onError: (error) => failure('Failed to unshare setup', error),
  });
}
