import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUTH_TOKEN_PURPOSES } from '@ito/contracts/constants';
import { PROFILE_LOCALES } from '@ito/contracts/profile/profile';
import { SESSION_KINDS } from '@ito/contracts/auth/list-sessions';
import { baseColumns, oneOf, tz } from './columns.ts';

/** An erased account's address is `deleted-<id>@` this (decision 032): RFC 2606 reserves `.invalid`. */
export const ERASED_EMAIL_DOMAIN = 'deleted.invalid';

export const users = pgTable(
  'users',
  {
    ...baseColumns,
    email: text('email'),
    full_name: text('full_name').notNull(),
    username: text('username'),
    password_hash: text('password_hash'),
    email_verified_at: tz('email_verified_at'),
    is_temporary: boolean('is_temporary').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{user}'::text[]`),
    profession: text('profession'),
    avatar: text('avatar'),
    bio: text('bio'),
    locale: text('locale', { enum: PROFILE_LOCALES }).notNull().default('en'),
    phone: text('phone'),
    country: text('country'),
    /**
     * The person's IANA time zone, part of the profile (decision 072): their days, quiet hours, digests and recurring
     * modules are read in it. Null until they choose one or their device's is adopted; read as UTC meanwhile.
     */
    time_zone: text('time_zone'),
    referral_code: text('referral_code').notNull(),
    referred_by: uuid('referred_by'),
    /** Creators: the average of their reviews, kept up to date with the reviews (directory rating filter). */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    /**
     * The account is hidden (decisions 032, 043): set when its owner asks for deletion, cleared only by signing in
     * again within the grace period, and kept for good once the account is erased. Every read of another person's
     * account (tokens, sockets, directory, profile, chat, digest, referral links) skips it.
     */
    deleted_at: tz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_referral_code_unique').on(t.referral_code),
    oneOf('users_locale_check', t.locale, PROFILE_LOCALES),
    // An erased account stays hidden: nothing can clear `deleted_at` once the address is anonymised.
    check(
      'users_erased_hidden_check',
      sql`${t.deleted_at} is not null or ${t.email} not like ${sql.raw(`'%@${ERASED_EMAIL_DOMAIN}'`)}`,
    ),
  ],
);

/** A signed-in device. The access token is random; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('user'),
    token_hash: text('token_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    user_agent: text('user_agent'),
    ip: text('ip'),
    last_seen_at: tz('last_seen_at').notNull().defaultNow(),
    revoked_at: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
    oneOf('sessions_kind_check', t.kind, SESSION_KINDS),
  ],
);

/** Single-use, expiring tokens: email verification, password reset, magic link. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: tz('expires_at').notNull(),
    used_at: tz('used_at'),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.token_hash),
    index('auth_tokens_user_idx').on(t.user_id),
    oneOf('auth_tokens_purpose_check', t.purpose, AUTH_TOKEN_PURPOSES),
  ],
);

/** A guest session key bound to the temporary user created for it. */
export const guests = pgTable(
  'guests',
  {
    ...baseColumns,
    session_key: text('session_key').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('guests_session_key_unique').on(t.session_key), index('guests_user_idx').on(t.user_id)],
);

export const referrals = pgTable(
  'referrals',
  {
    ...baseColumns,
    referrer_id: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    referred_user_id: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('referrals_referred_unique').on(t.referred_user_id)],
);

/**
 * `/delete-account` (decision 032): a request ends every session at once and hides the account; signing in again
 * before `erase_after` cancels it; after it, the erase job anonymises the account and deletes its personal rows, and
 * sets `erased_at` in the same transaction. One open request per user (neither cancelled nor erased).
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    ...baseColumns,
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requested_at: tz('requested_at').notNull(),
    erase_after: tz('erase_after').notNull(),
    cancelled_at: tz('cancelled_at'),
    erased_at: tz('erased_at'),
  },
  (t) => [
    uniqueIndex('deletion_requests_open_unique')
      .on(t.user_id)
      .where(sql`${t.cancelled_at} is null and ${t.erased_at} is null`),
    index('deletion_requests_due_idx')
      .on(t.erase_after)
      .where(sql`${t.cancelled_at} is null and ${t.erased_at} is null`),
  ],
);
