import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { paged, ZPageQuery } from '../common/paging.ts';

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

/** GET /api/dev/outbox (outside production: decision 030): the stored mails, newest first. */
export const outboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  query: ZPageQuery,
  responses: { 200: ZOutboxResponse },
  auth: 'none',
});
