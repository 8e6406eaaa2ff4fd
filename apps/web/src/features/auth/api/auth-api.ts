import { joinCodeEndpoint } from '@ito/contracts/auth/join';
import { getUserDataEndpoint, type TCurrentUser } from '@ito/contracts/user/get-data';
import { call } from '../../../shared/api/call.ts';

/** Silent: an unknown code is shown as "not valid" on the page, not as an error flash. */
export function fetchJoinCode(code: string) {
  return call(joinCodeEndpoint, { params: { code }, silent: true });
}

/** Silent poll of the current user (the verification page asks on every focus; failures just wait for the next). */
export async function pollCurrentUser(): Promise<TCurrentUser> {
  const response = await call(getUserDataEndpoint, { silent: true });
  return response.data;
}
