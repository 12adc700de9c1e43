import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/error-message';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { setupSheets } from '../../../lib/resources/setup-sheets';
import { failureToast, successToast } from '../../../lib/toasts';

/** SPEC §9: the success toast shows 5 s; the move to the community page follows after 1 s. */
export const SHARE_TOAST_MS = 5000;
export const SHARE_REDIRECT_MS = 1000;
export const SHARE_FAILED = 'Failed to share setup. Please try again.';

export const highlightHref = (id: number) => `/public-setups?highlight=${id}`;

/** The share dialog's submit: PUT the public details, then show the racer their card in the community. */
export function useShareSheet(id: number) {
  const navigate = useNavigate();
  return useResourceMutation(setupSheets.mutations.share(id), {
    onSuccess: (shared) => {
      toast({
        title: 'Setup shared with the community',
        description: 'Taking you to Community Setups...',
        duration: SHARE_TOAST_MS,
      });
      // The id comes from the answer (SPEC §7 "reads the id of the answer").
      setTimeout(() => navigate(highlightHref(shared.id)), SHARE_REDIRECT_MS);
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

export function useUnshareSheet(id: number) {
  return useResourceMutation(setupSheets.mutations.unshare(id), {
    onSuccess: () => successToast('Setup removed from the community'),
    onError: (error) => failureToast('Failed to unshare setup', error),
  });
}
