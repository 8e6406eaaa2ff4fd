import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random, URL-safe secret (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256; a leaked table does not sign anyone in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Argon2id, the library's default algorithm (a const enum cannot be referenced under type stripping). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
}

/** Short human-friendly code (referrals, tenant tokens): base-36, no ambiguity about case. */
export function newCode(length = 8): string {
  const alphabet = '23456789abcdefghjkmnpqrstuvwxyz';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}
