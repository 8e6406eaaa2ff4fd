import {
  requestAccountDeletionEndpoint,
  type TAccountDeletionResponse,
  type TRequestAccountDeletionRequest,
} from '@ito/contracts/user/account-deletion';
import { call } from '../../../shared/api/call.ts';

/**
 * POST account/deletion (decision 032): ends every session of the account and schedules its erasure. A wrong
 * password comes back as a 422 on `password` (field errors through the validation store), a lockout as a 429 flash.
 */
export function requestAccountDeletion(body: TRequestAccountDeletionRequest): Promise<TAccountDeletionResponse> {
  return call(requestAccountDeletionEndpoint, { body });
}
