import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES, OUTBOX_TRANSPORTS } from '@ito/contracts/dev/outbox';
import { baseColumns, oneOf, tz } from './columns.ts';

/** Every mail the product sends. Without SMTP_URL this is where mail ends up (and /api/dev/outbox reads it). */
export const outbox = pgTable(
  'outbox',
  {
    ...baseColumns,
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: text('transport', { enum: OUTBOX_TRANSPORTS }).notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull(),
    error: text('error'),
    sent_at: tz('sent_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.created_at),
    oneOf('outbox_transport_check', t.transport, OUTBOX_TRANSPORTS),
    oneOf('outbox_status_check', t.status, OUTBOX_STATUSES),
  ],
);
