import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TListNotificationsResponse } from '@ito/contracts/notifications/list-notifications';
import type {
  TMarkAllNotificationsReadResponse,
  TMarkNotificationReadResponse,
} from '@ito/contracts/notifications/mark-read';
import type {
  TNotificationPreference,
  TNotificationPreferencesResponse,
} from '@ito/contracts/notifications/preferences';
import type {
  TNotificationSettingsResponse,
  TUpdateNotificationSettingsRequest,
} from '@ito/contracts/notifications/settings';
import type { TUnreadCountResponse } from '@ito/contracts/notifications/unread-count';
import { api } from '../../../shared/api/client.ts';

// Type-only imports of the contracts: the bell sits in the navbar, and the contracts' zod must not join the first
// download for it.

export const notificationsKey = ['notifications'] as const;
export const preferencesKey = ['notifications', 'preferences'] as const;
export const settingsKey = ['notifications', 'settings'] as const;

/** GET notifications?page=N[&unread=1]: the caller's notifications, newest first. */
export function notificationsQuery(page: number, isUnreadOnly: boolean, perPage?: number) {
  return queryOptions({
    queryKey: [...notificationsKey, 'list', { page, isUnreadOnly, perPage }],
    // Silent: the page and the dropdown show a load failure in place, with a retry.
    queryFn: ({ signal }) =>
      api.get<TListNotificationsResponse>('notifications', {
        query: { page, per_page: perPage, unread: isUnreadOnly ? 1 : undefined },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<TMarkNotificationReadResponse> {
  return api.post<TMarkNotificationReadResponse>(`notifications/${encodeURIComponent(id)}/read`);
}

/** POST notifications/read-all. */
export function markAllNotificationsRead(): Promise<TMarkAllNotificationsReadResponse> {
  return api.post<TMarkAllNotificationsReadResponse>('notifications/read-all');
}

/** GET notifications/unread-count: the server's counter, to put ours right after a refused call. */
export async function fetchUnreadCount(): Promise<number> {
  const response = await api.get<TUnreadCountResponse>('notifications/unread-count', { silent: true });
  return response.data.count;
}

/** GET notifications/preferences: one channel per notification type. */
export function preferencesQuery() {
  return queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      api.get<TNotificationPreferencesResponse>('notifications/preferences', { signal, silent: true }),
  });
}

/** PUT notifications/preferences: throws an `ApiError` when refused (the API client has told the user). */
export function savePreferences(preferences: TNotificationPreference[]): Promise<TNotificationPreferencesResponse> {
  return api.put<TNotificationPreferencesResponse>('notifications/preferences', { preferences });
}

/** GET notifications/settings: the delivery budget and quiet hours. */
export function settingsQuery() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<TNotificationSettingsResponse>('notifications/settings', { signal, silent: true }),
  });
}

/** PUT notifications/settings: throws an `ApiError` when refused (422 field errors are in the store). */
export function saveSettings(settings: TUpdateNotificationSettingsRequest): Promise<TNotificationSettingsResponse> {
  return api.put<TNotificationSettingsResponse>('notifications/settings', settings);
}
