import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TENANT_MEMBER_ROLES } from '@ito/contracts/tenancy/members';
import { baseColumns, oneOf } from './columns.ts';
import { users } from './auth.ts';

/** White-label site chosen by the X-Domain header. */
export const subprojects = pgTable(
  'subprojects',
  {
    ...baseColumns,
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    is_main: boolean('is_main').notNull().default(false),
    placeholders: jsonb('placeholders')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('subprojects_domain_unique').on(t.domain)],
);

/** A creator's organisation; `/api/_cmt/<cmt>/...` scopes a request to it. */
export const tenants = pgTable(
  'tenants',
  {
    ...baseColumns,
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cmt: text('cmt').notNull(),
    logo: text('logo'),
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('tenants_cmt_unique').on(t.cmt)],
);

export const tenantMembers = pgTable(
  'tenant_members',
  {
    ...baseColumns,
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TENANT_MEMBER_ROLES }).notNull(),
  },
  (t) => [
    uniqueIndex('tenant_members_unique').on(t.tenant_id, t.user_id),
    index('tenant_members_user_idx').on(t.user_id),
    oneOf('tenant_members_role_check', t.role, TENANT_MEMBER_ROLES),
  ],
);
