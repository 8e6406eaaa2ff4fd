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
import { call } from '../../../shared/api/call.ts';
import { notificationKeys } from './keys.ts';

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
