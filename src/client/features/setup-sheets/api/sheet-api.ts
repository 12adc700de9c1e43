import type { sharePayload } from '../../../../shared/schemas/public-setup';
import type { SetupSheet, SetupSheetUpdate, SetupSheetValues } from '../../../../shared/schemas/setup-sheet';
import { apiRequest, readJson } from '../../../lib/api';

/** What the share dialog PUTs: the public details with isPublic, OTHER already replaced. */
export type ShareBody = ReturnType<typeof sharePayload>;

export async function createSheet(values: SetupSheetValues): Promise<SetupSheet> {
  return readJson<SetupSheet>(await apiRequest('POST', '/api/setup-sheets', values));
}

/** PUT is partial: only the fields sent change (a lone isCurrentlyInstalled, say). */
export async function updateSheet(id: number, values: SetupSheetUpdate | ShareBody): Promise<SetupSheet> {
  return readJson<SetupSheet>(await apiRequest('PUT', `/api/setup-sheets/${id}`, values));
}

export async function deleteSheet(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/setup-sheets/${id}`);
}
