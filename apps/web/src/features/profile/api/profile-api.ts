import { queryOptions } from '@tanstack/react-query';
import type { TProfileResponse, TSetAvatarRequest, TUpdateProfileRequest } from '@ito/contracts/profile/profile';
import { api } from '../../../shared/api/client.ts';

export const myProfileKey = ['profile', 'me'] as const;

/** GET user/profile: the caller's own profile. Silent: the page shows a failed load in place, with a retry. */
export function myProfileQuery() {
  return queryOptions({
    queryKey: myProfileKey,
    queryFn: ({ signal }) => api.get<TProfileResponse>('user/profile', { signal, silent: true }),
  });
}

/** Writes throw an `ApiError` when refused; the client has already said why (flash or field errors). */
export function updateProfile(body: TUpdateProfileRequest) {
  return api.put<TProfileResponse>('user/profile', body);
}

/** PUT user/profile/avatar: one of the caller's uploaded images becomes the profile picture. */
export function setAvatar(body: TSetAvatarRequest) {
  return api.put<TProfileResponse>('user/profile/avatar', body);
}

export function removeAvatar() {
  return api.del<TProfileResponse>('user/profile/avatar');
}
