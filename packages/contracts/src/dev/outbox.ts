import { z } from 'zod';
import { paged } from '../common/paging.ts';

/** How a mail left (`outbox.transport`): kept in the outbox (no SMTP_URL) or handed to SMTP. */
export const OUTBOX_TRANSPORTS = ['outbox', 'smtp'] as const;
export const OUTBOX_STATUSES = ['stored', 'sent', 'failed'] as const;

export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
/** GET /api/dev/outbox (not in production): stored mails, newest first. */
export const ZOutboxResponse = paged(ZOutboxMail);
