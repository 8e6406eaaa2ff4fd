import type { ThrottleWindow } from './throttle.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Every abuse limit of decision 023 in one place. They are counted in the database (`platform/throttle.ts`), per
 * recipient address, per account email or per caller, whatever the IP; the per-IP route limits stay on top.
 */

/** Mails of one kind to one address (recovery and magic links count requests, whether the address has an account). */
export const MAIL_CAPS = {
  password_reset: [
    { seconds: HOUR, max: 5 },
    { seconds: DAY, max: 10 },
  ],
  magic_link: [
    { seconds: HOUR, max: 5 },
    { seconds: DAY, max: 10 },
  ],
  email_verification: [
    { seconds: HOUR, max: 5 },
    { seconds: DAY, max: 10 },
  ],
  /** Account deletion asked for, or cancelled by signing in again (decision 032): each needs the password. */
  account_notice: [
    { seconds: HOUR, max: 3 },
    { seconds: DAY, max: 6 },
  ],
  /**
   * Protocol invitations to one address, from anyone: a stranger's mailbox is not a creator's to
   * fill. Team, tenant, referral and forum mails join this list as they are built.
   */
  invitation: [
    { seconds: HOUR, max: 3 },
    { seconds: DAY, max: 5 },
  ],
  /** "Someone tried to sign in": at most one per lockout period, and a hard cap on top. */
  login_notice: [
    { seconds: HOUR, max: 1 },
    { seconds: DAY, max: 3 },
  ],
} as const satisfies Record<string, readonly ThrottleWindow[]>;

export type MailCapKind = keyof typeof MAIL_CAPS;

/**
 * Failed sign-ins for one email: after `freeFailures` within `windowSeconds`, each further attempt waits
 * `firstDelaySeconds`, doubling per failure up to `maxDelaySeconds`. A successful sign-in (or a password reset or a
 * magic link) clears the count.
 */
export const LOGIN_BACKOFF = {
  freeFailures: 5,
  windowSeconds: DAY,
  firstDelaySeconds: 60,
  maxDelaySeconds: HOUR,
} as const;

/** Team-invite lookups (adding someone by email) per caller. */
export const TEAM_INVITE_LOOKUPS = [
  { seconds: 60, max: 10 },
  { seconds: DAY, max: 100 },
] as const satisfies readonly ThrottleWindow[];

/** Invitation mails one creator sends, to anyone: a class of forty is fine, a flood is not. */
export const INVITATION_MAILS_PER_SENDER = [
  { seconds: 60, max: 20 },
  { seconds: DAY, max: 300 },
] as const satisfies readonly ThrottleWindow[];
