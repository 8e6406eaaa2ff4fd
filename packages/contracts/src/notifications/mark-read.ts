import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZNotification, ZNotificationIdParams } from './notification.ts';

/** POST /api/notifications/{id}/read: marks one of the caller's notifications read (idempotent); 404 otherwise. */
export const ZMarkNotificationReadResponse = z.object({ data: ZNotification });
export type TMarkNotificationReadResponse = z.infer<typeof ZMarkNotificationReadResponse>;

/** POST /api/notifications/read-all: marks every unread notification of the caller read; answers how many. */
export const ZMarkAllNotificationsReadResponse = z.object({ data: z.object({ updated: z.number().int() }) });
export type TMarkAllNotificationsReadResponse = z.infer<typeof ZMarkAllNotificationsReadResponse>;

export const markNotificationReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/:id/read',
  params: ZNotificationIdParams,
  responses: { 200: ZMarkNotificationReadResponse },
  auth: 'user',
});

export const markAllNotificationsReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  responses: { 200: ZMarkAllNotificationsReadResponse },
  auth: 'user',
});
