import { englishText } from '@ito/contracts/common/message-codes';
import { MAIL_CAPS, type MailCapKind } from '../../platform/abuse-limits.ts';
import type { Db } from '../../platform/db.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { emailSubject, takeSlot, type ThrottleVerdict } from '../../platform/throttle.ts';

export const MAIL_CAP_MESSAGE = englishText('auth.mail_cap');

/**
 * Spends one of the address's mails of this kind (decision 023). Counted per address, whether or not it has an
 * account, so that a refusal tells nothing about who is registered.
 */
export function takeMailSlot(db: Db, kind: MailCapKind, email: string, now: Date): Promise<ThrottleVerdict> {
  return takeSlot(db, { kind: `mail:${kind}`, subject: emailSubject(email), windows: MAIL_CAPS[kind], now });
}

/** Like `takeMailSlot`, but a full cap is a 429 with `Retry-After`. */
export async function requireMailSlot(db: Db, kind: MailCapKind, email: string, now: Date): Promise<void> {
  const verdict = await takeMailSlot(db, kind, email, now);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'auth.mail_cap');
}
