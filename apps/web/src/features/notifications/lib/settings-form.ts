import { z } from 'zod';
import {
  NOTIFICATION_BUDGET_DEFAULT,
  ZUpdateNotificationSettingsRequest,
  type TNotificationSettings,
} from '@ito/contracts/notifications/settings';

/**
 * The settings form: the inputs hold text (an empty time means "no quiet hours"); submitting turns them into the
 * contract's request, so its rules (budget range, HH:MM, both ends or neither) run before sending. The zone the quiet
 * hours are read in is the profile's (decision 072).
 */
export const ZSettingsForm = z
  .object({
    hourly_budget: z.union([z.number(), z.string()]),
    quiet_start: z.string(),
    quiet_end: z.string(),
  })
  .transform((value, ctx) => {
    const request = ZUpdateNotificationSettingsRequest.safeParse({
      hourly_budget: typeof value.hourly_budget === 'number' ? value.hourly_budget : Number.NaN,
      quiet_start: value.quiet_start.trim() === '' ? null : value.quiet_start.trim(),
      quiet_end: value.quiet_end.trim() === '' ? null : value.quiet_end.trim(),
    });
    if (request.success) return request.data;
    for (const issue of request.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

export type TSettingsFormInput = z.input<typeof ZSettingsForm>;
export type TSettingsFormOutput = z.output<typeof ZSettingsForm>;

/** The form's starting values from the server's settings (or the defaults while they have none). */
export function settingsToForm(settings: TNotificationSettings | undefined): TSettingsFormInput {
  return {
    hourly_budget: settings?.hourly_budget ?? NOTIFICATION_BUDGET_DEFAULT,
    quiet_start: settings?.quiet_start ?? '',
    quiet_end: settings?.quiet_end ?? '',
  };
}
