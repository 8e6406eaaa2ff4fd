import { queryOptions } from '@tanstack/react-query';
import { getProfileEndpoint } from '@ito/contracts/profile/profile';
import { call } from '../../../shared/api/call.ts';
import { profileKeys } from './keys.ts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  removeAvatarEndpoint,
  setAvatarEndpoint,
  updateProfileEndpoint,
  type TProfile,
  type TUpdateProfileRequest,
} from '@ito/contracts/profile/profile';
import {
  requestAccountDeletionEndpoint,
  type TRequestAccountDeletionRequest,
} from '@ito/contracts/auth/account-deletion';

import { useSessionStore } from '../../../shared/stores/session-store.ts';

/** GET user/profile: the caller's own profile. Silent: the page shows a failed load in place, with a retry. */
export function myProfileQuery() {
  return queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => call(getProfileEndpoint, { signal, silent: true }),
  });
}

// The profile's writes (decision 042): each throws an `ApiError` when refused; the client has said why.

/** The saved profile becomes the page's and the header's (session store) current data. */
function keep(queryClient: QueryClient, saved: TProfile) {
  queryClient.setQueryData(profileKeys.me(), { data: saved });
  const session = useSessionStore.getState();
  if (session.user) {
    const { full_name, username, locale, avatar } = saved;
    session.setUser({ ...session.user, full_name, username, locale, avatar });
  }
}

/** PUT user/profile. Keeps its answer at once, so a refused picture change afterwards still shows the profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => call(updateProfileEndpoint, { body }),
    onSuccess: (saved) => keep(queryClient, saved.data),
  });
}

export type PictureChange = { kind: 'set'; fileId: string } | { kind: 'remove' };

/** PUT user/profile/avatar (one of the caller's uploaded images) or DELETE it. */
export function useChangePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PictureChange) =>
      change.kind === 'set'
        ? call(setAvatarEndpoint, { body: { file_id: change.fileId } })
        : call(removeAvatarEndpoint),
    onSuccess: (changed) => keep(queryClient, changed.data),
  });
}

/**
 * POST account/deletion (decision 032): ends every session of the account and schedules its erasure, so this one
 * is forgotten here too. A wrong password comes back as a 422 on `password` (field errors through the validation
 * store), a lockout as a 429 flash.
 */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (body: TRequestAccountDeletionRequest) => call(requestAccountDeletionEndpoint, { body }),
    onSuccess: () => useSessionStore.getState().logout(),
  });
}
