import { z } from 'zod';

/** GET /api/notifications/unread-count: the navbar counter (also in get-data as `unreadNotifications`). */
export const ZUnreadCountResponse = z.object({ data: z.object({ count: z.number().int() }) });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;
