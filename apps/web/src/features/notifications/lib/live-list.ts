/**
 * The navbar dropdown's state: the latest notifications and the unread counter, kept current by the realtime bus
 * (component `notification`) and by the reader's own clicks. Pure functions of (state, action), so the store and
 * the tests share them. The server's count is the truth whenever it arrives; a live event or a read only moves the
 * count by one, and repeating either changes nothing (an event delivered twice, a double click).
 */

/** How many notifications the dropdown holds; the rest live on /notifications. */
export const DROPDOWN_SIZE = 8;

/** What the dropdown needs of a notification: the list endpoint and the live event both carry it. */
export type LiveNotification = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  read_at: string | null;
  created_at: string;
};

export type LiveListState = {
  items: LiveNotification[];
  unread: number;
  /** The list came from the server at least once (before that, the dropdown shows its loading state). */
  isLoaded: boolean;
};

export type LiveListAction =
  | { type: 'loaded'; items: LiveNotification[] }
  | { type: 'counted'; unread: number }
  | { type: 'received'; notification: LiveNotification }
  | { type: 'read'; id: string; at: string }
  | { type: 'read-all'; at: string }
  /** Read in another tab or device (event `notification-read`): one (`id`) or all (`id` null), with the new count. */
  | { type: 'read-elsewhere'; id: string | null; unread: number; at: string }
  | { type: 'reset' };

export function initialLiveList(unread = 0): LiveListState {
  return { items: [], unread: Math.max(0, unread), isLoaded: false };
}

function byNewest(a: LiveNotification, b: LiveNotification): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

export function liveListReducer(state: LiveListState, action: LiveListAction): LiveListState {
  switch (action.type) {
    case 'loaded':
      return { ...state, items: [...action.items].sort(byNewest).slice(0, DROPDOWN_SIZE), isLoaded: true };
    case 'counted':
      return { ...state, unread: Math.max(0, action.unread) };
    case 'received': {
      const incoming = action.notification;
      if (state.items.some((n) => n.id === incoming.id)) return state;
      const items = [incoming, ...state.items].sort(byNewest).slice(0, DROPDOWN_SIZE);
      return { ...state, items, unread: state.unread + (incoming.read_at === null ? 1 : 0) };
    }
    case 'read': {
      const target = state.items.find((n) => n.id === action.id);
      // Read elsewhere (the /notifications page) and not in the dropdown: the count still drops by one.
      if (target && target.read_at !== null) return state;
      const items = state.items.map((n) => (n.id === action.id ? { ...n, read_at: action.at } : n));
      return { ...state, items, unread: Math.max(0, state.unread - 1) };
    }
    case 'read-all':
      return { ...state, items: state.items.map((n) => (n.read_at ? n : { ...n, read_at: action.at })), unread: 0 };
    case 'read-elsewhere': {
      const items = state.items.map((n) =>
        n.read_at === null && (action.id === null || n.id === action.id) ? { ...n, read_at: action.at } : n,
      );
      return { ...state, items, unread: Math.max(0, action.unread) };
    }
    case 'reset':
      return initialLiveList();
  }
}

/** The link of a notification (`data.url`): only same-site paths, so a stored value cannot send anyone away. */
export function notificationUrl(notification: Pick<LiveNotification, 'data'>): string | null {
  const url = notification.data.url;
  if (typeof url !== 'string') return null;
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

/** A live event's `data` as a notification, or null when it is not one (a bad event must not break the list). */
export function toLiveNotification(raw: unknown): LiveNotification | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const { id, type, data, read_at, created_at } = value;
  if (typeof id !== 'string' || typeof type !== 'string' || typeof created_at !== 'string') return null;
  if (read_at !== null && read_at !== undefined && typeof read_at !== 'string') return null;
  const payload = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { id, type, data: payload, read_at: read_at ?? null, created_at };
}

/** A `notification-read` event's data: which one was read (null: all) and the count after it. */
export function toReadEvent(raw: unknown): { id: string | null; unread: number } | null {
  if (!raw || typeof raw !== 'object') return null;
  const { id, unread } = raw as Record<string, unknown>;
  if (id !== null && typeof id !== 'string') return null;
  if (typeof unread !== 'number' || !Number.isInteger(unread)) return null;
  return { id, unread };
}
