import { queryOptions } from '@tanstack/react-query';
import {
  getProfileEndpoint,
  removeAvatarEndpoint,
  setAvatarEndpoint,
  updateProfileEndpoint,
  type TSetAvatarRequest,
  type TUpdateProfileRequest,
} from '@ito/contracts/profile/profile';
import { call } from '../../../shared/api/call.ts';
import { profileKeys } from './keys.ts';

/** GET user/profile: the caller's own profile. Silent: the page shows a failed load in place, with a retry. */
export function myProfileQuery() {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => call(getProfileEndpoint, { signal, silent: true }),
  });
}

/** Writes throw an `ApiError` when refused; the client has already said why (flash or field errors). */
export function updateProfile(body: TUpdateProfileRequest) {
  return call(updateProfileEndpoint, { body });
}

/** PUT user/profile/avatar: one of the caller's uploaded images becomes the profile picture. */
export function setAvatar(body: TSetAvatarRequest) {
  return call(setAvatarEndpoint, { body });
}

export function removeAvatar() {
  return call(removeAvatarEndpoint);
}
