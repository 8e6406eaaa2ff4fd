import { ZAuthResponse } from '@ito/contracts/auth/auth-data';
import { ZListSessionsResponse } from '@ito/contracts/auth/list-sessions';

/** Seeded by the server on first start (apps/server/src/db/seed/seed.ts). */
export const DEMO_PASSWORD = 'demo-pass-2026';
export const READER_EMAIL = 'follower@demo.test';
/** Sessions for the logout bench go to another account, so the reader's `/api/sessions` list stays one row long. */
export const WRITER_EMAIL = 'expert@demo.test';

export async function login(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`POST /api/login for ${email} answered ${res.status}: ${await res.text()}`);
  return ZAuthResponse.parse(await res.json()).data.accessToken;
}

/**
 * Signs in `count` times to get distinct sessions. Each login verifies an argon2id hash, so this is the slow part
 * of the write bench: bounded by `deadlineMs`, after which it returns what it has.
 */
export async function mintSessions(
  baseUrl: string,
  email: string,
  count: number,
  options: { concurrency: number; deadlineMs: number },
): Promise<string[]> {
  const tokens: string[] = [];
  const deadline = Date.now() + options.deadlineMs;
  let started = 0;
  const worker = async () => {
    while (started < count && Date.now() < deadline) {
      started++;
      tokens.push(await login(baseUrl, email));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return tokens;
}

export async function liveSessionCount(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/sessions?page=1&per_page=1`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`GET /api/sessions answered ${res.status}`);
  return ZListSessionsResponse.parse(await res.json()).meta.total;
}
