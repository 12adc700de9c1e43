import type { QueryKey } from '@tanstack/react-query';
import type { ImportReport } from '../../../shared/schemas/data-transfer';
import { apiRequest, requestJson } from '../api';
import type { ResourceMutation } from './mutations';

/** A racer's whole account as a zip, and that zip read back in (issue 19 item 5; Settings "Your data"). */

const FALLBACK_NAME = 'rc-setup-assistant-export.zip';

/** The name the server gives in `Content-Disposition` (`filename="…"` or RFC 5987 `filename*=`). */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // A broken escape: the plain filename below, if any.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return (plain?.[2] ?? plain?.[1])?.trim() || FALLBACK_NAME;
}

/** GET /api/export: the zip and the name to save it under. */
export async function downloadMyData(): Promise<{ blob: Blob; fileName: string }> {
  const res = await apiRequest('GET', '/api/export');
  return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition')) };
}

/**
 * POST /api/import: the chosen file's bytes as `application/zip` (browsers type a .zip differently,
 * some not at all). With `dryRun` nothing is written and the report says what would be.
 */
export function importMyData(file: Blob, dryRun: boolean): Promise<ImportReport> {
  const zip = file.slice(0, file.size, 'application/zip');
  return requestJson<ImportReport>('POST', `/api/import?dryRun=${dryRun}`, zip);
}

/**
 * Everything cached: an import may add records of every kind (cars, setups, runs, files…), so after
 * it every list and page is fetched afresh. The empty key is the prefix of every query key.
 */
const EVERY_QUERY: QueryKey = [];

/** Applying an import (no dry run); the dry run changes nothing, so it is a plain request. */
export const applyImport: ResourceMutation<ImportReport, Blob> = {
  mutationFn: (file) => importMyData(file, false),
  invalidates: [EVERY_QUERY],
};
