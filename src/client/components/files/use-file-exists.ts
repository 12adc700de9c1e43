import { useQuery } from '@tanstack/react-query';
import type { FileCheckResponse } from '../../../shared/schemas/upload';
import { apiRequest, readJson } from '../../lib/api';

/** The stored name of a file: '/uploads/abc.png' → 'abc.png'; any other URL → its last path segment. */
export function storedFileName(url: string): string {
  if (url.startsWith('/uploads/')) return url.slice('/uploads/'.length);
  const path = url.split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean).pop() ?? '';
}

/**
 * GET /api/files/check/<name>. Unlike the app's other queries (SPEC §9) the answer is cached only
 * 30 s and a failure is retried twice: a file can vanish (its sheet deleted) while the page is open.
 */
export function useFileExists(url: string) {
  const name = storedFileName(url);
  return useQuery<boolean, Error>({
    queryKey: ['/api/files/check', name],
    queryFn: async () => {
      try {
        const res = await apiRequest('GET', `/api/files/check/${encodeURIComponent(name)}`);
        return (await readJson<FileCheckResponse>(res)).exists;
      } catch {
        // SPEC §8: what the racer's screen needs to know is only that the check failed.
        throw new Error('File check failed');
      }
    },
    enabled: name !== '',
    staleTime: 30_000,
    retry: 2,
  });
}
