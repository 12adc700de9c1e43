import type {
  Transponder,
  TransponderCreateInput,
  TransponderUpdateInput,
} from '../../../../shared/schemas/transponder';
import { apiRequest, readJson } from '../../../lib/api';

export async function createTransponder(input: TransponderCreateInput): Promise<Transponder> {
  return readJson<Transponder>(await apiRequest('POST', '/api/transponders', input));
}

export async function updateTransponder(id: number, input: TransponderUpdateInput): Promise<Transponder> {
  return readJson<Transponder>(await apiRequest('PUT', `/api/transponders/${id}`, input));
}

export async function deleteTransponder(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/transponders/${id}`);
}
