import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** A quoted SQL string literal; the values are the contracts' constants, quoted all the same. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * CHECK that `column` holds one of `values` (null passes, as in every CHECK): the allowed values are the constant the
 * contracts (or the protocol package) export, so the API, the web and the database share one list (decision 043).
 * Written inline, not as parameters, because a constraint is DDL.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map(literal).join(', '))})`);
}

/** Money is never negative; a currency is three capital letters (ISO 4217; the contracts check the code is known). */
export const nonNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);
export const currencyCode = (name: string, column: AnyPgColumn) => check(name, sql`${column} ~ '^[A-Z]{3}$'`);
