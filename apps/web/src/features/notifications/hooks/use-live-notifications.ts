import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtime } from '../../../shared/realtime/bus.ts';
import { notificationKeys } from '../api/keys.ts';
import { toLiveNotification, toReadEvent } from '../lib/live-list.ts';
import { useNotificationsStore } from '../stores/notifications-store.ts';

/** The components of contracts/notifications/notification.ts (literal here: the navbar must not load zod). */
export const LIVE_COMPONENTS = { notification: 'notification', read: 'notification-read' } as const;

/**
 * While mounted, follows the realtime bus: a new notification goes to the top of the dropdown and bumps the
 * counter; a read in another tab marks it here too. Either way an open /notifications page refetches. Mounting
 * it twice is harmless (the list ignores a notification it already holds; a read carries the count itself).
 */
export function useLiveNotifications(isEnabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    const offNew = onRealtime(LIVE_COMPONENTS.notification, (raw) => {
      const notification = toLiveNotification(raw);
      if (!notification) return;
      useNotificationsStore.getState().dispatch({ type: 'received', notification });
      refresh();
    });
    const offRead = onRealtime(LIVE_COMPONENTS.read, (raw) => {
      const event = toReadEvent(raw);
      if (!event) return;
      useNotificationsStore.getState().dispatch({ type: 'read-elsewhere', ...event, at: new Date().toISOString() });
      refresh();
    });
    return () => {
      offNew();
      offRead();
    };
  }, [isEnabled, queryClient]);
}
