import { GUEST_KEY_MAX_LENGTH } from '@ito/contracts/constants';

/** A random base-36 guest session key of GUEST_KEY_MAX_LENGTH characters, from the crypto RNG. */
export function makeGuestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GUEST_KEY_MAX_LENGTH));
  // 252 = 7 * 36: rejecting bytes >= 252 keeps every digit equally likely.
  let key = '';
  for (const byte of bytes) {
    if (byte < 252) key += (byte % 36).toString(36);
  }
  while (key.length < GUEST_KEY_MAX_LENGTH) {
    const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
    if (byte < 252) key += (byte % 36).toString(36);
  }
  return key;
}
