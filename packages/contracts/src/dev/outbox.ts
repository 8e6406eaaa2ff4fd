import { z } from 'zod';
import { paged } from '../common/paging.ts';

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
