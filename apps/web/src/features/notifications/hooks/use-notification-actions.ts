import { fetchUnreadCount } from '../api/notifications-api.ts';
import { useMarkNotificationsRead } from '../api/notifications-api.ts';
import type { LiveNotification } from '../lib/live-list.ts';
import { useNotificationsStore } from '../stores/notifications-store.ts';

/** After a refused call: the server's count replaces ours (and if even that fails, ours stays). */
async function resyncCount(): Promise<void> {
  try {
    useNotificationsStore.getState().dispatch({ type: 'counted', unread: await fetchUnreadCount() });
  } catch (error) {
    console.error('Could not load the unread count', error);
  }
}

/**
 * Mark one or all read. The counter drops at once (the reader sees the effect of the click); the lists refetch
 * afterwards, and a refused call puts the server's count back.
 */
export function useNotificationActions() {
  const { mutateAsync: send } = useMarkNotificationsRead();

  const markRead = async (notification: Pick<LiveNotification, 'id' | 'read_at'>): Promise<void> => {
    // Only an unread one moves the counter; reading a read one again would count it twice.
    if (notification.read_at !== null) return;
    const { dispatch } = useNotificationsStore.getState();
    dispatch({ type: 'read', id: notification.id, at: new Date().toISOString() });
    try {
      await send(notification.id);
    } catch (error) {
      console.error('Could not mark the notification read', error);
      await resyncCount();
    }
  };

  const markAllRead = async (): Promise<boolean> => {
    let isDone = false;
    try {
      await send(null);
      useNotificationsStore.getState().dispatch({ type: 'read-all', at: new Date().toISOString() });
      isDone = true;
    } catch (error) {
      console.error('Could not mark the notifications read', error);
    }
    return isDone;
  };

  return { markRead, markAllRead };
}
