import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** Channels: `user-{id}` (private) and `guest-{sessionKey}`. Events: NewEvent on user channels, GuestEvent on guest ones. */
export const USER_EVENT = 'NewEvent';
export const GUEST_EVENT = 'GuestEvent';
export const ZRealtimeEvent = z.object({ component: z.string(), data: z.unknown() });
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;
/** The account's own events on its user channel: `{ email_verified: true }` once the mailed link is opened. */
export const ACCOUNT_COMPONENT = 'account';

/** POST /api/broadcasting/auth: may the caller (bearer, X-Session-Key) listen on this channel? */
export const ZBroadcastAuthRequest = z.object({ channel_name: z.string().min(1).max(100) });
export const ZBroadcastAuthResponse = z.object({ data: z.object({ channel: z.string() }) });

export const broadcastAuthEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/broadcasting/auth',
  body: ZBroadcastAuthRequest,
  responses: { 200: ZBroadcastAuthResponse },
  auth: 'optional',
  errors: [403],
});

export function userChannel(userId: string): string {
  return `user-${userId}`;
}
export function guestChannel(sessionKey: string): string {
  return `guest-${sessionKey}`;
}
