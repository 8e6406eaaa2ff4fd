import { CHAT_COMPONENT, type TChatEvent } from '@ito/contracts/chat/chat-events';
import type { ChatDeps } from './membership.ts';
import { presenceAudience } from './presence-audience.ts';

/** Presence changes (platform/presence.ts) reach the user's presence audience only, as chat events (decision 063). */
export function announcePresence(deps: ChatDeps): void {
  deps.realtime.presence.onChange(async (userId, isOnline) => {
    const event: TChatEvent = { type: 'presence', user_id: userId, is_online: isOnline };
    deps.realtime.publishToUsers(await presenceAudience(deps.db, userId), CHAT_COMPONENT, event);
  });
}
