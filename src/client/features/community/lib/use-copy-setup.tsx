import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/use-toast';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { copyPublicSetup } from '../../../lib/resources/public-setups';
import { failureToast } from '../../../lib/toasts';

export const COPY_SUCCESS = 'Setup copied to your setup sheets';
export const COPY_FAILURE = 'Failed to copy setup';

/** "Copy to my setups": the toast links to the new private sheet. */
export function useCopySetup(setupId: number) {
  const navigate = useNavigate();
  return useResourceMutation(copyPublicSetup(setupId), {
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
    },
    onError: (error) => failureToast(COPY_FAILURE, error),
  });
}
