import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** Live notifications per rolling hour across every source; beyond it they wait for the digest mail. */
export const NOTIFICATION_BUDGET_DEFAULT = 6;
export const NOTIFICATION_BUDGET_MIN = 1;
export const NOTIFICATION_BUDGET_MAX = 60;
/** How long held notifications gather before their digest mail goes out (outside quiet hours). */
export const DIGEST_WINDOW_MINUTES = 30;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZQuietTime = z.string().regex(HH_MM, 'notifications.quiet_time').nullable();

/**
 * GET/PUT /api/notifications/settings: the hourly budget and quiet hours (local times in the person's time zone, a
 * field of their profile, decision 072; both null means none; a range may cross midnight, e.g. 22:00 to 07:00).
 */
export const ZNotificationSettings = z.object({
  hourly_budget: z.number().int().min(NOTIFICATION_BUDGET_MIN).max(NOTIFICATION_BUDGET_MAX),
  quiet_start: ZQuietTime,
  quiet_end: ZQuietTime,
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationSettingsResponse = z.object({ data: ZNotificationSettings });
export type TNotificationSettingsResponse = z.infer<typeof ZNotificationSettingsResponse>;

export const ZUpdateNotificationSettingsRequest = ZNotificationSettings.partial().superRefine((value, ctx) => {
  const hasStart = value.quiet_start !== undefined;
  const hasEnd = value.quiet_end !== undefined;
  if (hasStart !== hasEnd) {
    ctx.addIssue({
      code: 'custom',
      path: [hasStart ? 'quiet_end' : 'quiet_start'],
      message: 'notifications.quiet_both',
    });
  } else if ((value.quiet_start === null) !== (value.quiet_end === null)) {
    ctx.addIssue({ code: 'custom', path: ['quiet_end'], message: 'notifications.quiet_pair' });
  } else if (value.quiet_start && value.quiet_start === value.quiet_end) {
    ctx.addIssue({ code: 'custom', path: ['quiet_end'], message: 'notifications.quiet_same' });
  }
});
export type TUpdateNotificationSettingsRequest = z.infer<typeof ZUpdateNotificationSettingsRequest>;

export const getNotificationSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/settings',
  responses: { 200: ZNotificationSettingsResponse },
  auth: 'user',
});

export const updateNotificationSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/settings',
  body: ZUpdateNotificationSettingsRequest,
  responses: { 200: ZNotificationSettingsResponse },
  auth: 'user',
});
