import { useNavigate } from 'react-router';
import { clubMutations } from '../../../lib/resources/clubs';
import { useResourceMutation } from '../../../lib/resources/mutations';
import { failureToast, successToast } from '../../../lib/toasts';

/** Each club change with what the racer is told (SPEC §8: the server's reason under a failure). */

export function useCreateClub() {
  const navigate = useNavigate();
  return useResourceMutation(clubMutations.create, {
    onSuccess: (club) => {
      successToast(`${club.name} created: you are its admin`);
      navigate(`/clubs/${club.id}`);
    },
    onError: (error) => failureToast('Failed to create the club', error),
  });
}

export const useUpdateClub = (id: number) =>
  useResourceMutation(clubMutations.update(id), {
    onSuccess: () => successToast('Club updated'),
    onError: (error) => failureToast('Failed to update the club', error),
  });

export const useJoinClub = (id: number) =>
  useResourceMutation(clubMutations.join(id), {
    onSuccess: (club) => successToast(`You joined ${club.name}`),
    onError: (error) => failureToast('Failed to join the club', error),
  });

export const useLeaveClub = (id: number) =>
  useResourceMutation(clubMutations.leave(id), {
    onSuccess: () => successToast('You left the club'),
    // The last admin cannot leave (409): the server says why.
    onError: (error) => failureToast('Failed to leave the club', error),
  });

export const useMakeAdmin = (id: number) =>
  useResourceMutation(clubMutations.makeAdmin(id), {
    onSuccess: (_club, input) => successToast(`${input.username} is now an admin`),
    onError: (error) => failureToast('Failed to make an admin', error),
  });

export const useAddSource = (id: number) =>
  useResourceMutation(clubMutations.addSource(id), {
    onSuccess: () => successToast('Results address added: its races are read every minute'),
    onError: (error) => failureToast('Failed to add the results address', error),
  });

export const useRemoveSource = (id: number) =>
  useResourceMutation(clubMutations.removeSource(id), {
    onSuccess: () => successToast('Results address removed'),
    onError: (error) => failureToast('Failed to remove the results address', error),
  });

export const useAddDecoder = (id: number) =>
  useResourceMutation(clubMutations.addDecoder(id), {
    onSuccess: (decoder) => successToast(`${decoder.name} added`),
    onError: (error) => failureToast('Failed to add the decoder', error),
  });

export const useUpdateDecoder = (id: number, decoderId: number) =>
  useResourceMutation(clubMutations.updateDecoder(id, decoderId), {
    onSuccess: (decoder) => successToast(`${decoder.name} saved`),
    onError: (error) => failureToast('Failed to save the decoder', error),
  });

export const useRemoveDecoder = (id: number) =>
  useResourceMutation(clubMutations.removeDecoder(id), {
    onSuccess: () => successToast('Decoder removed'),
    onError: (error) => failureToast('Failed to remove the decoder', error),
  });
