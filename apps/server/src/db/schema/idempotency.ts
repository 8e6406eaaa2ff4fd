import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

/**
 * Writes made with an `Idempotency-Key` (decision 029). A row is inserted before the handler runs ("in progress":
 * `status` null), so that the unique key lets exactly one request through; it then holds the answer to replay, or
 * is deleted when the write failed so that a retry runs again. `updated_at` is when the current attempt started; rows
 * older than a day are expired and swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...baseColumns,
    /** Who sent it: `user:<id>` or `guest:<session key>`; keys of different callers never meet. */
    caller: text('caller').notNull(),
    /** Method and route pattern, e.g. `POST /api/chat/rooms/:id/messages`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (path with its parameters and query, and body): the same key must mean the same request. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    content_type: text('content_type'),
    body: text('body'),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key_idx').on(t.caller, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
