import { create } from 'zustand';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { initialLiveList, liveListReducer, type LiveListAction, type LiveListState } from '../lib/live-list.ts';

export interface NotificationsState extends LiveListState {
  dispatch: (action: LiveListAction) => void;
}

/**
 * The dropdown's latest notifications and the unread counter. The counter is also the current user's
 * `unreadNotifications` (the sidebar badge reads that), so the two are kept equal in both directions:
 * a fresh `user/get-data` sets it here, and every change here is written back to the user.
 */
export const useNotificationsStore = create<NotificationsState>()((set, get) => ({
  ...initialLiveList(useSessionStore.getState().user?.unreadNotifications ?? 0),
  dispatch: (action) => {
    const current = get();
    const next = liveListReducer(current, action);
    // `set` merges, so `dispatch` survives a reset; an action that changes nothing does not re-render anyone.
    if (next !== current) set(next);
  },
}));

useNotificationsStore.subscribe((state, previous) => {
  if (state.unread === previous.unread) return;
  const session = useSessionStore.getState();
  if (session.user && session.user.unreadNotifications !== state.unread) {
    session.setUser({ ...session.user, unreadNotifications: state.unread });
  }
});

useSessionStore.subscribe((session, previous) => {
  const store = useNotificationsStore.getState();
  // Another person signed in (or out): nothing of the previous list may show.
  if (session.user?.id !== previous.user?.id) {
    store.dispatch({ type: 'reset' });
    store.dispatch({ type: 'counted', unread: session.user?.unreadNotifications ?? 0 });
    return;
  }
  const count = session.user?.unreadNotifications;
  if (count !== undefined && count !== store.unread) store.dispatch({ type: 'counted', unread: count });
});
