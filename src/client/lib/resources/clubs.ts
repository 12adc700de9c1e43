import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Club, ClubDetail, ClubInput, Decoder, DecoderInput } from '../../../shared/schemas/club';
import { apiRequest, requestJson } from '../api';
import type { ResourceMutation } from './mutations';

/**
 * Clubs and their tracks (issue 30). The keys are built here rather than in query-keys.ts: that
 * module is in the signed-out entry, which must not carry what only the clubs' lazy chunk uses.
 */
export const CLUBS_KEY = ['/api/clubs'] as const;
const clubKey = (id: number) => [...CLUBS_KEY, id] as const;

/** GET /api/clubs?q=: the racer's clubs first, then clubs whose name matches (at most 50). */
export function clubsQuery(q: string): UseQueryOptions<Club[], Error> {
  const search = q.trim();
  return {
    queryKey: [...CLUBS_KEY, 'search', search],
    queryFn: ({ signal }) =>
      requestJson<Club[]>(
        'GET',
        search ? `/api/clubs?${new URLSearchParams({ q: search })}` : '/api/clubs',
        undefined,
        { signal },
      ),
  };
}

export function clubQuery(id: number): UseQueryOptions<ClubDetail, Error> {
  return {
    queryKey: clubKey(id),
    queryFn: ({ signal }) => requestJson<ClubDetail>('GET', `/api/clubs/${id}`, undefined, { signal }),
    // A club that is gone is a 404: asking again changes nothing.
    retry: false,
  };
}

export const useClub = (id: number) => useQuery(clubQuery(id));

/** Every change to a club makes its page and the lists (member counts, roles) stale. */
const touches = (id?: number) => (id === undefined ? [CLUBS_KEY] : [CLUBS_KEY, clubKey(id)]);

export const clubMutations = {
  create: {
    mutationFn: (input: ClubInput) => requestJson<ClubDetail>('POST', '/api/clubs', input),
    invalidates: touches(),
  } satisfies ResourceMutation<ClubDetail, ClubInput>,
  update: (id: number): ResourceMutation<ClubDetail, ClubInput> => ({
    mutationFn: (input) => requestJson<ClubDetail>('PUT', `/api/clubs/${id}`, input),
    invalidates: touches(id),
  }),
  join: (id: number): ResourceMutation<ClubDetail, void> => ({
    mutationFn: () => requestJson<ClubDetail>('POST', `/api/clubs/${id}/members`),
    invalidates: touches(id),
  }),
  leave: (id: number): ResourceMutation<void, void> => ({
    mutationFn: async () => {
      await apiRequest('DELETE', `/api/clubs/${id}/members/me`);
    },
    invalidates: touches(id),
  }),
  makeAdmin: (id: number): ResourceMutation<ClubDetail, { username: string }> => ({
    mutationFn: (input) => requestJson<ClubDetail>('POST', `/api/clubs/${id}/admins`, input),
    invalidates: touches(id),
  }),
  addSource: (id: number): ResourceMutation<ClubDetail, { url: string }> => ({
    mutationFn: (input) => requestJson<ClubDetail>('POST', `/api/clubs/${id}/sources`, input),
    invalidates: touches(id),
  }),
  removeSource: (id: number): ResourceMutation<void, number> => ({
    mutationFn: async (sourceId) => {
      await apiRequest('DELETE', `/api/clubs/${id}/sources/${sourceId}`);
    },
    invalidates: touches(id),
  }),
  addDecoder: (id: number): ResourceMutation<Decoder, DecoderInput> => ({
    mutationFn: (input) => requestJson<Decoder>('POST', `/api/clubs/${id}/decoders`, input),
    invalidates: touches(id),
  }),
  updateDecoder: (id: number, decoderId: number): ResourceMutation<Decoder, DecoderInput> => ({
    mutationFn: (input) => requestJson<Decoder>('PUT', `/api/clubs/${id}/decoders/${decoderId}`, input),
    invalidates: touches(id),
  }),
  removeDecoder: (id: number): ResourceMutation<void, number> => ({
    mutationFn: async (decoderId) => {
      await apiRequest('DELETE', `/api/clubs/${id}/decoders/${decoderId}`);
    },
    invalidates: touches(id),
  }),
};
