import { type QueryClient, type QueryKey, useMutation } from '@tanstack/react-query';

/**
 * One change to the API and what it makes stale. Each resource module (lib/resources/) names both
 * together, so the refetch rules of SPEC §7 ("after a successful change the lists for the affected
 * resource are refetched…") are read in one place rather than in every feature that makes the change.
 */
export interface ResourceMutation<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The query keys (and everything below them) to refetch once the change succeeded. */
  invalidates: readonly QueryKey[];
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
    mutationFn: (variables) => mutation.mutationFn(variables),
    onSuccess: (data, variables, _onMutateResult, { client }) => {
      callbacks.onSuccess?.(data, variables);
      return invalidate(client, mutation.invalidates);
    },
    onError: (error, variables) => callbacks.onError?.(error, variables),
  });
}
