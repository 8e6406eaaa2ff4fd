import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table has id, created_at, updated_at (DOMAIN.md). */
export const baseColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
