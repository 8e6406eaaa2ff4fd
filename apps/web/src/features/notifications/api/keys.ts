/**
 * Query keys of the notifications feature (decision 042): nested under `all`, so invalidating `lists()` refreshes
 * every page of the list and the dropdown, and `all` refreshes everything the feature caches.
 */
const all = ['notifications'] as const;

export const notificationKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (filter: { page: number; isUnreadOnly: boolean; perPage?: number }) => [...all, 'list', filter] as const,
  preferences: () => [...all, 'preferences'] as const,
  settings: () => [...all, 'settings'] as const,
};
