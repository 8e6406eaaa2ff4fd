import type { TCurrentUser } from '@ito/contracts/auth/get-data';

/** Name and email to prefill forms with; a temporary user's generated name is not theirs, so it is left out. */
export function knownPerson(user: TCurrentUser | null): { full_name: string; email: string } {
  if (!user) return { full_name: '', email: '' };
  return { full_name: user.is_temporary ? '' : user.full_name, email: user.email ?? '' };
}
