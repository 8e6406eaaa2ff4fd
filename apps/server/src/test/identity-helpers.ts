import type { FastifyInstance } from 'fastify';
import type { TAuthData } from '@ito/contracts/auth/auth-data';
import type { TOutboxMail } from '@ito/contracts/dev/outbox';
import { SESSION_COOKIE } from '@ito/contracts/constants';
import { bearer } from './harness.ts';

let counter = 0;

export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now()}@example.test`;
}

export async function registerUser(
  app: FastifyInstance,
  body: Partial<{
    full_name: string;
    email: string;
    password: string;
    type: string;
    code: string;
    guest_key: string;
  }> = {},
): Promise<TAuthData & { password: string }> {
  const payload = { full_name: 'Ada Lovelace', email: uniqueEmail(), password: 'correct horse battery', ...body };
  const res = await app.inject({ method: 'POST', url: '/api/register', payload });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as { data: TAuthData }).data, password: payload.password };
}

/** The newest mail to an address, read through the dev outbox endpoint like the /dev/mail page does. */
export async function latestMailTo(app: FastifyInstance, to: string): Promise<TOutboxMail | undefined> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?per_page=100' });
  return (res.json() as { data: TOutboxMail[] }).data.find((m) => m.to === to);
}

/** The first link in a mail's text whose path starts with `pathPrefix`, as a path + query. */
export function linkIn(mail: TOutboxMail | undefined, pathPrefix: string): string {
  const match = mail?.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname.startsWith(pathPrefix));
  if (!match) throw new Error(`no ${pathPrefix} link in mail: ${mail?.text}`);
  const url = new URL(match);
  return `${url.pathname}${url.search}`;
}

export function tokenOf(link: string): string {
  return new URL(link, 'http://x').searchParams.get('token') ?? '';
}

/** The web app's session cookie holding `token`, as the browser that signed in sends it on a link opened there. */
export function sessionCookie(token: string): { cookie: string } {
  return { cookie: `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ token }))}` };
}

/** Opens the verification link of the newest mail to `email` in the browser signed in with `token`. */
export async function openVerificationLink(app: FastifyInstance, email: string, token?: string) {
  const link = linkIn(await latestMailTo(app, email), '/api/email/verify');
  return app.inject({ method: 'GET', url: link, headers: token ? sessionCookie(token) : {} });
}

/** Registers and verifies through the mailed link, opened in the browser that registered. */
export async function verifiedUser(app: FastifyInstance, body: Parameters<typeof registerUser>[1] = {}) {
  const auth = await registerUser(app, body);
  const res = await openVerificationLink(app, auth.user.email!, auth.accessToken);
  if (res.headers.location !== '/verification/successfully') throw new Error('verification failed');
  return auth;
}

export async function getData(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/user/get-data', headers: bearer(token) });
}
