import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_KINDS } from '@ito/contracts/contact/send-contact';
import { baseColumns, oneOf } from './columns.ts';
import { users } from './auth.ts';

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
