import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listNotificationsEndpoint } from '@ito/contracts/notifications/list-notifications';
import { getNotificationPreferencesEndpoint } from '@ito/contracts/notifications/preferences';
import { getNotificationSettingsEndpoint } from '@ito/contracts/notifications/settings';
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
