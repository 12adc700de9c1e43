import { useQuery } from '@tanstack/react-query';
import { fileCheckQuery } from '../../lib/resources/uploads';

/** The stored name of a file: '/uploads/abc.png' → 'abc.png'; any other URL → its last path segment. */
export function storedFileName(url: string): string {
  if (url.startsWith('/uploads/')) return url.slice('/uploads/'.length);
  const path = url.split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean).pop() ?? '';
}

/** Whether the file behind a url is still stored (lib/resources/uploads.ts says how it is asked). */
export function useFileExists(url: string) {
  return useQuery(fileCheckQuery(storedFileName(url)));
}
