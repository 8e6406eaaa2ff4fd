import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listNotificationsEndpoint } from '@ito/contracts/notifications/list-notifications';
import { markAllNotificationsReadEndpoint, markNotificationReadEndpoint } from '@ito/contracts/notifications/mark-read';
import {
  getNotificationPreferencesEndpoint,
  updateNotificationPreferencesEndpoint,
  type TNotificationPreference,
} from '@ito/contracts/notifications/preferences';
import {
  getNotificationSettingsEndpoint,
  updateNotificationSettingsEndpoint,
  type TUpdateNotificationSettingsRequest,
} from '@ito/contracts/notifications/settings';
import { unreadNotificationCountEndpoint } from '@ito/contracts/notifications/unread-count';
import { call } from '../../../shared/api/call.ts';
import { notificationKeys } from './keys.ts';

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

/** POST notifications/{id}/read. */
export const markNotificationRead = (id: string) => call(markNotificationReadEndpoint, { params: { id } });

/** POST notifications/read-all. */
export const markAllNotificationsRead = () => call(markAllNotificationsReadEndpoint);

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

/** PUT notifications/preferences: throws an `ApiError` when refused (the API client has told the user). */
export const savePreferences = (preferences: TNotificationPreference[]) =>
  call(updateNotificationPreferencesEndpoint, { body: { preferences } });

/** GET notifications/settings: the delivery budget and quiet hours. */
export function settingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => call(getNotificationSettingsEndpoint, { signal, silent: true }),
  });
}

/** PUT notifications/settings: throws an `ApiError` when refused (422 field errors are in the store). */
export const saveSettings = (settings: TUpdateNotificationSettingsRequest) =>
  call(updateNotificationSettingsEndpoint, { body: settings });
