import type { FastifyRequest } from 'fastify';
import { canonicalTimeZone } from '@ito/protocol/time';
import { requestLanguage, type Language } from './texts.ts';

/**
 * What a session remembers of the device that opened it (`/settings/devices`), and the app's language
 * (Accept-Language), which a new account keeps as its `locale` (decision 045), and the device's time zone
 * (X-Time-Zone, a known IANA name or nothing), which a new account keeps for its reminders.
 */
export type ClientMeta = { userAgent?: string; ip?: string; language?: Language; timeZone?: string; now?: Date };

/** Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a stored label. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

export function clientMeta(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent']?.replace(CONTROL, '');
  const zone = request.headers['x-time-zone'];
  const timeZone = typeof zone === 'string' ? (canonicalTimeZone(zone.slice(0, 64)) ?? undefined) : undefined;
  // The app's clock: a session opened now starts its idle and absolute ages from it (decision 060).
  return { userAgent, ip: request.ip, language: requestLanguage(request), timeZone, now: request.server.clock.now() };
}

/** What a host name (or an IPv6 literal) is made of; anything else names no subproject. */
const HOST = /^[a-z0-9.\-[\]:]*$/;

/** The host the caller is using, from X-Domain (SPEC section 7) or Host, without port. */
export function requestDomain(request: FastifyRequest): string {
  const raw = (request.headers['x-domain'] as string | undefined) ?? request.headers.host ?? '';
  const domain = raw.trim().toLowerCase().replace(/:\d+$/, '').slice(0, 253);
  return HOST.test(domain) ? domain : '';
}
