import { z } from 'zod';
import { ZId } from '../common/ids.ts';

/**
 * Notifications (decision 020): every event the product produces reaches its person as one of these. The
 * types are the sources that call `notify`; each has a per-person preference (live, digest or off).
 */
export const NOTIFICATION_TYPES = [
  'chat_message',
  'protocol_nudge',
  'protocol_followup',
  'plan_changed',
  'booking',
  'payment',
  'answer',
  'system',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/** How a notification reached the person: pushed live, held for the digest mail, or muted by their preference. */
export const NOTIFICATION_DELIVERIES = ['live', 'digest', 'muted'] as const;
export const ZNotificationDelivery = z.enum(NOTIFICATION_DELIVERIES);
export type TNotificationDelivery = z.infer<typeof ZNotificationDelivery>;

/** Realtime components on `user-{id}` (NewEvent): a new live notification, and read state changed (any tab). */
export const NOTIFICATION_COMPONENT = 'notification';
export const NOTIFICATION_READ_COMPONENT = 'notification-read';

/**
 * What every notification carries: a title, an optional body, and `url`, the in-app path of the thing it is about
 * (`/messages/chat/{id}`, `/my-tasks`, ...). Sources may add their own ids (room_id, run_id, ...).
 */
export const ZNotificationData = z.looseObject({
  title: z.string().min(1).max(200),
  body: z.string().max(500).optional(),
  url: z.string().startsWith('/').max(500),
});
export type TNotificationData = z.infer<typeof ZNotificationData>;

export const ZNotification = z.object({
  id: z.string(),
  type: ZNotificationType,
  data: ZNotificationData,
  read_at: z.string().nullable(),
  delivery: ZNotificationDelivery,
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Data of the `notification-read` event: one notification read (`id`) or all (`id: null`), and the new count. */
export const ZNotificationReadEvent = z.object({ id: z.string().nullable(), unread: z.number().int() });
export type TNotificationReadEvent = z.infer<typeof ZNotificationReadEvent>;

/** An unknown or malformed id, or another person's notification, is a 404. */
export const ZNotificationIdParams = z.object({ id: ZId });
