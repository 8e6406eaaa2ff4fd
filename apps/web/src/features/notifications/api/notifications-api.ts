import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listNotificationsEndpoint } from '@ito/contracts/notifications/list-notifications';
import { getNotificationPreferencesEndpoint } from '@ito/contracts/notifications/preferences';
import { getNotificationSettingsEndpoint } from '@ito/contracts/notifications/settings';
import { unreadNotificationCountEndpoint } from '@ito/contracts/notifications/unread-count';
import { call } from '../../../shared/api/call.ts';
import { notificationKeys } from './keys.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsReadEndpoint, markNotificationReadEndpoint } from '@ito/contracts/notifications/mark-read';
import {
  updateNotificationPreferencesEndpoint,
  type TNotificationPreference,
} from '@ito/contracts/notifications/preferences';
import {
  updateNotificationSettingsEndpoint,
  type TUpdateNotificationSettingsRequest,
} from '@ito/contracts/notifications/settings';

// The bell that imports this file is loaded lazily (app/layouts/member-indicators.tsx), so the contracts' zod joins
// its chunk, not the first download of the page (decision 010).

/** GET notifications?page=N[&unread=1]: the caller's notifications, newest first. */
export function notificationsQuery(page: number, isUnreadOnly: boolean, perPage?: number) {
  return queryOptions({
    queryKey: notificationKeys.list({ page, isUnreadOnly, perPage }),
    // Silent: the page and the dropdown show a load failure in place, with a retry.
    queryFn: ({ signal }) =>
      call(listNotificationsEndpoint, {
        query: { page, per_page: perPage, unread: isUnreadOnly ? '1' : undefined },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET notifications/unread-count: the server's counter, to put ours right after a refused call. */
export async function fetchUnreadCount(): Promise<number> {
  const response = await call(unreadNotificationCountEndpoint, { silent: true });
  return response.data.count;
}

/** GET notifications/preferences: one channel per notification type. */
export function preferencesQuery() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => call(getNotificationPreferencesEndpoint, { signal, silent: true }),
  });
}

/** GET notifications/settings: the delivery budget and quiet hours. */
export function settingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => call(getNotificationSettingsEndpoint, { signal, silent: true }),
  });
}

// The notifications' writes (decision 042). Each throws an `ApiError` when refused; the client has said why.

/** PUT notifications/settings: the answer becomes the cached settings (422 field errors are in the store). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TUpdateNotificationSettingsRequest) =>
      call(updateNotificationSettingsEndpoint, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}

/** PUT notifications/preferences: the answer becomes the cached preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TNotificationPreference[]) =>
      call(updateNotificationPreferencesEndpoint, { body: { preferences } }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}

/** POST notifications/{id}/read, or notifications/read-all without an id. The lists refetch either way. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null): Promise<void> => {
      if (id === null) await call(markAllNotificationsReadEndpoint);
      else await call(markNotificationReadEndpoint, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
