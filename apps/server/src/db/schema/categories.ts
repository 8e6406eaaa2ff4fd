import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { users } from './auth.ts';

/** Catalogue categories: global (owner_id null) or a creator's own. */
export const categories = pgTable(
  'categories',
  {
    ...baseColumns,
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    parent_id: uuid('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
  },
  (t) => [unique('categories_owner_slug_unique').on(t.owner_id, t.slug).nullsNotDistinct()],
);
