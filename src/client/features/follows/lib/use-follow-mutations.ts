import { useQueryClient } from '@tanstack/react-query';
import type { Follow } from '../../../../shared/schemas/follow';
import { FOLLOWS_KEY, followMutations } from '../../../lib/resources/follows';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { failureToast, successToast } from '../../../lib/toasts';

export function useFollow() {
  const client = useQueryClient();
  return useResourceMutation(followMutations.create, {
    onSuccess: (follow) => {
      // Following the same address again answers the follow the racer already has.
      const known = client.getQueryData<Follow[]>(FOLLOWS_KEY)?.some((f) => f.id === follow.id);
      successToast(known ? 'You already follow this event' : 'Following this event');
    },
    onError: (error) => failureToast('Failed to follow this event', error),
  });
}

export function useUnfollow() {
  return useResourceMutation(followMutations.remove, {
    onSuccess: () => successToast('Stopped following this event'),
    onError: (error) => failureToast('Failed to stop following', error),
  });
}
