import type { EscSetup, EscSetupUpdate, EscSetupValues } from '../../../../shared/schemas/esc-setup';
import { apiRequest, readJson } from '../../../lib/api';

export async function createEsc(values: EscSetupValues): Promise<EscSetup> {
  return readJson<EscSetup>(await apiRequest('POST', '/api/esc-setups', values));
}

/** PUT is partial: only the fields sent change. */
export async function updateEsc(id: number, values: EscSetupUpdate): Promise<EscSetup> {
  return readJson<EscSetup>(await apiRequest('PUT', `/api/esc-setups/${id}`, values));
}

export async function deleteEsc(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/esc-setups/${id}`);
}
