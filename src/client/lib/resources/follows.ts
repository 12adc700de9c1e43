import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Follow, FollowInput } from '../../../shared/schemas/follow';
import { apiRequest, requestJson } from '../api';
import type { ResourceMutation } from './mutations';

/** Followed results addresses (issue 30); the key lives here for the reason clubs.ts gives. */
export const FOLLOWS_KEY = ['/api/follows'] as const;

export const followsQuery: UseQueryOptions<Follow[], Error> = {
  queryKey: FOLLOWS_KEY,
  queryFn: ({ signal }) => requestJson<Follow[]>('GET', '/api/follows', undefined, { signal }),
};

export const useFollows = () => useQuery(followsQuery);

export const followMutations = {
  /** Following the same address again answers the existing follow (200): no duplicate in the list. */
  create: {
    mutationFn: (input: FollowInput) => requestJson<Follow>('POST', '/api/follows', input),
    invalidates: [FOLLOWS_KEY],
  } satisfies ResourceMutation<Follow, FollowInput>,
  remove: {
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/follows/${id}`);
    },
    invalidates: [FOLLOWS_KEY],
  } satisfies ResourceMutation<void, number>,
};
