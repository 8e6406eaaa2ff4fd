import { and, eq, gt, isNull } from 'drizzle-orm';
import { TOKEN_TTL_MINUTES } from '@ito/contracts/constants';
import { authTokens } from '../../db/schema/auth.ts';
import type { Db } from '../../platform/db.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';

export type TokenPurpose = keyof typeof TOKEN_TTL_MINUTES;

/** Issues a single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .update(authTokens)
    .set({ used_at: now })
    .where(and(eq(authTokens.user_id, userId), eq(authTokens.purpose, purpose), isNull(authTokens.used_at)));
  await db.insert(authTokens).values({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + TOKEN_TTL_MINUTES[purpose] * 60_000),
  });
  return token;
}

/** Marks the token used and returns its user id; null when unknown, expired or already used. Atomic. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ used_at: now })
    .where(
      and(
        eq(authTokens.token_hash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.used_at),
        gt(authTokens.expires_at, now),
      ),
    )
    .returning({ user_id: authTokens.user_id });
  return row?.user_id ?? null;
}
