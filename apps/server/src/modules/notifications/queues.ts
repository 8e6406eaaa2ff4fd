/** Notifications held for a person's digest mail (decision 020). */
export const DIGEST_QUEUE = 'notification-digest';
