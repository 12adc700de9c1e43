import type { ChangePasswordInput, DeleteAccountInput } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api';

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('POST', '/api/change-password', input);
}

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('DELETE', '/api/delete-account', input);
}
