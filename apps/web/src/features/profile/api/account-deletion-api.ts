import type { TAccountDeletionResponse, TRequestAccountDeletionRequest } from '@ito/contracts/user/account-deletion';
import { api } from '../../../shared/api/client.ts';

/**
 * POST account/deletion (decision 032): ends every session of the account and schedules its erasure. A wrong
 * password comes back as a 422 on `password` (field errors through the validation store), a lockout as a 429 flash.
 */
export function requestAccountDeletion(body: TRequestAccountDeletionRequest): Promise<TAccountDeletionResponse> {
  return api.post<TAccountDeletionResponse>('account/deletion', body);
}
