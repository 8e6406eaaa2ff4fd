import { queryOptions } from '@tanstack/react-query';
import { getProfileEndpoint } from '@ito/contracts/profile/profile';
import { call } from '../../../shared/api/call.ts';
import { profileKeys } from './keys.ts';

/** GET user/profile: the caller's own profile. Silent: the page shows a failed load in place, with a retry. */
export function myProfileQuery() {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => call(getProfileEndpoint, { signal, silent: true }),
  });
}
