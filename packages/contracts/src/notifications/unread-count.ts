import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/notifications/unread-count: the navbar counter (also in get-data as `unreadNotifications`). */
export const ZUnreadCountResponse = z.object({ data: z.object({ count: z.number().int() }) });
export type TUnreadCountResponse = z.infer<typeof ZUnreadCountResponse>;

export const unreadNotificationCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/unread-count',
  responses: { 200: ZUnreadCountResponse },
  auth: 'user',
});
