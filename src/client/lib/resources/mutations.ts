import { type QueryClient, type QueryKey, useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { isQueued, type OfflineWrite, sendOrQueue } from '../outbox/offline-write';

/**
 * One change to the API and what it makes stale. Each resource module (lib/resources/) names both
 * together, so the refetch rules of SPEC §7 ("after a successful change the lists for the affected
 * resource are refetched…") are read in one place rather than in every feature that makes the change.
 */
export interface ResourceMutation<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The query keys (and everything below them) to refetch once the change succeeded. */
  invalidates: readonly QueryKey[];
  /**
   * A change the racer can make without a connection (issue 18): queued with its Idempotency-Key and
   * shown as made until the outbox sends it. Its `request` is then the one way it is sent.
   */
  offline?: OfflineWrite<TData, TVariables>;
}

/** Marks each key stale: a list on screen is fetched again at once, one not shown when it next is. */
export function invalidate(client: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export interface MutationCallbacks<TData, TVariables> {
  /** What the racer is told (a toast); runs before the refetch, as the toast should not wait for it. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/**
 * useMutation for a resource's change, with its refetches. The mutation stays pending until the lists
 * are fetched again, so a caller's `mutate(…, { onSuccess })` (selecting a saved setup, say) finds the
 * new data already in the list.
 */
export function useResourceMutation<TData, TVariables>(
  mutation: ResourceMutation<TData, TVariables>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) {
  return useMutation<TData, Error, TVariables>({
    // Tried even when the phone says it is offline: an offline-capable change is queued, any other
    // fails at once with its reason rather than hanging on "Saving..." until the connection returns.
    networkMode: 'always',
    mutationFn: (variables, { client }) =>
      mutation.offline
        ? sendOrQueue(client, mutation.offline, variables, mutation.invalidates)
        : mutation.mutationFn(variables),
    onSuccess: (data, variables, _onMutateResult, { client }) => {
      // Queued, not sent: the lists already show it, and fetching them offline would only fail.
      if (isQueued(data)) return queuedToast();
      callbacks.onSuccess?.(data, variables);
      return invalidate(client, mutation.invalidates);
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
  });
}

const queuedToast = () =>
  toast({
    title: 'Saved on this phone',
    description:
      'No connection: it is kept here and sent once you are back online. The cloud at the top counts what waits.',
  });
