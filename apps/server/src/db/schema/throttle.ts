import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * Events counted against abuse limits (decision 023): mails sent to one recipient, failed sign-ins for one email,
 * team-invite lookups of one caller. `subject` is a SHA-256 of the email (never the address) or a user id. Rows older
 * than the longest window are deleted as new ones arrive. Append-only: no `updated_at`.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    created_at: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('throttle_events_subject_idx').on(t.kind, t.subject, t.created_at),
    index('throttle_events_created_idx').on(t.created_at),
  ],
);
