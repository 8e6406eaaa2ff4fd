import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_KINDS } from '@ito/contracts/contact/send-contact';
import { OUTBOX_STATUSES, OUTBOX_TRANSPORTS } from '@ito/contracts/dev/outbox';
import { baseColumns, oneOf, tz } from './columns.ts';
import { users } from './identity.ts';

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

/** Messages from the contact form and the expert application form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    ...baseColumns,
    kind: text('kind', { enum: CONTACT_MESSAGE_KINDS }).notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    full_name: text('full_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [oneOf('contact_messages_kind_check', t.kind, CONTACT_MESSAGE_KINDS)],
);
