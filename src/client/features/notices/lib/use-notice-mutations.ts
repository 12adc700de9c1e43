import { useNavigate } from 'react-router';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { noticeMutations } from '../../../lib/resources/notices';
import { failureToast, successToast } from '../../../lib/toasts';

/** Marking read is quiet: the notice simply stops looking new. */
export const useMarkRead = () =>
  useResourceMutation(noticeMutations.read, {
    onError: (error) => failureToast('Failed to mark the notice read', error),
  });

export const useMarkAllRead = () =>
  useResourceMutation(noticeMutations.readAll, {
    onSuccess: () => successToast('Every notice is marked read'),
    onError: (error) => failureToast('Failed to mark the notices read', error),
  });

/** "Yes, that's me": the race becomes a run, which opens at once. */
export function useConfirmMatch() {
  const navigate = useNavigate();
  return useResourceMutation(noticeMutations.confirm, {
    onSuccess: (run) => {
      successToast('The race is now one of your runs');
      navigate(`/race-day/runs/${run.id}`);
    },
    onError: (error) => failureToast('Failed to add the race to your runs', error),
  });
}

export const useDeclineMatch = () =>
  useResourceMutation(noticeMutations.decline, {
    onSuccess: () => successToast('Noted: that driver is not you'),
    onError: (error) => failureToast('Failed to answer', error),
  });
