import { z } from 'zod';
import { ZPageQuery, paged } from '../common/paging.ts';
import { ZNotification } from './notification.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** GET /api/notifications: the caller's notifications, newest first; `unread=1` keeps the unread ones. */
export const ZListNotificationsQuery = ZPageQuery.extend({
  unread: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type TListNotificationsQuery = z.infer<typeof ZListNotificationsQuery>;

export const ZListNotificationsResponse = paged(ZNotification);
export type TListNotificationsResponse = z.infer<typeof ZListNotificationsResponse>;

export const listNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  query: ZListNotificationsQuery,
  responses: { 200: ZListNotificationsResponse },
  auth: 'user',
});
