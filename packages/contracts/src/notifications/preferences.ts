import { z } from 'zod';
import { ZNotificationType } from './notification.ts';
import { defineEndpoint } from '../common/endpoint.ts';

/** Per type: pushed live (default), held for the digest mail only, or off (stored, never pushed nor mailed). */
export const NOTIFICATION_CHANNELS = ['live', 'digest', 'off'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export type TNotificationChannel = z.infer<typeof ZNotificationChannel>;

export const ZNotificationPreference = z.object({ type: ZNotificationType, channel: ZNotificationChannel });
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

/** GET /api/notifications/preferences: one entry per type of NOTIFICATION_TYPES, in that order. */
export const ZNotificationPreferencesResponse = z.object({ data: z.array(ZNotificationPreference) });
export type TNotificationPreferencesResponse = z.infer<typeof ZNotificationPreferencesResponse>;

/** PUT /api/notifications/preferences: the types to change (others keep theirs); answers the full list. */
export const ZUpdateNotificationPreferencesRequest = z.object({
  preferences: z
    .array(ZNotificationPreference)
    .min(1)
    .max(50)
    .refine((list) => new Set(list.map((p) => p.type)).size === list.length, 'notifications.type_once'),
});
export type TUpdateNotificationPreferencesRequest = z.infer<typeof ZUpdateNotificationPreferencesRequest>;

export const getNotificationPreferencesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/preferences',
  responses: { 200: ZNotificationPreferencesResponse },
  auth: 'user',
});

export const updateNotificationPreferencesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/preferences',
  body: ZUpdateNotificationPreferencesRequest,
  responses: { 200: ZNotificationPreferencesResponse },
  auth: 'user',
});
