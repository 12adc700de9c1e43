import type { UseQueryOptions } from '@tanstack/react-query';
import type { FileCheckResponse, UploadResponse } from '../../../shared/schemas/upload';
import { requestJson } from '../api';
import type { ResourceMutation } from './mutations';
import { QUERY_KEYS } from './query-keys';

/** POST /api/upload: one multipart field, `file` (SPEC §7). */
export function uploadFile(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return requestJson<UploadResponse>('POST', '/api/upload', form);
}

/** Stored, if not yet attached: it counts towards the racer's storage from now on. */
export const uploadMutation = {
  mutationFn: uploadFile,
  invalidates: [QUERY_KEYS.storage],
} satisfies ResourceMutation<UploadResponse, File>;

/**
 * GET /api/files/check/<name>. Unlike the app's other queries (SPEC §9) the answer is cached only
 * 30 s and a failure is retried twice: a file can vanish (its sheet deleted) while the page is open.
 */
export function fileCheckQuery(name: string): UseQueryOptions<boolean, Error> {
  return {
    queryKey: [...QUERY_KEYS.fileCheck, name],
    queryFn: async ({ signal }) => {
      try {
        const url = `/api/files/check/${encodeURIComponent(name)}`;
        return (await requestJson<FileCheckResponse>('GET', url, undefined, { signal })).exists;
      } catch {
        // SPEC §8: what the racer's screen needs to know is only that the check failed.
        throw new Error('File check failed');
      }
    },
    enabled: name !== '',
    staleTime: 30_000,
    retry: 2,
  };
}
