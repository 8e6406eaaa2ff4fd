import { io, type Socket } from 'socket.io-client';
import { GUEST_EVENT, USER_EVENT, ZRealtimeEvent } from '@ito/contracts/realtime/events';
import { useSessionStore } from '../stores/session-store.ts';
import { emitRealtime } from './bus.ts';
import { useRealtimeStore } from '../stores/realtime-store.ts';

let socket: Socket | null = null;
let unsubscribeSession: (() => void) | null = null;
/** Undefined: the page's own origin (the dev proxy and the production server both serve /socket.io). */
let serverUrl: string | undefined;

function forward(raw: unknown): void {
  const parsed = ZRealtimeEvent.safeParse(raw);
  if (parsed.success) emitRealtime(parsed.data);
}

function connect(): void {
  const { token, guestKey } = useSessionStore.getState();
  // Same origin, so the dev proxy and the production server both work; the server joins the rooms itself.
  const options = { path: '/socket.io', auth: { token, sessionKey: guestKey }, transports: ['websocket', 'polling'] };
  const next = serverUrl ? io(serverUrl, options) : io(options);
  next.on(USER_EVENT, forward);
  next.on(GUEST_EVENT, forward);
  // The server joins the rooms itself and says which ones it joined.
  next.on('subscribed', (payload: { channels?: unknown } | undefined) => {
    const channels = Array.isArray(payload?.channels) ? payload.channels.map(String) : [];
    useRealtimeStore.getState().setListening({
      listening: channels.some((c) => c.startsWith('user-')),
      listeningGuest: channels.some((c) => c.startsWith('guest-')),
    });
  });
  next.on('disconnect', () => useRealtimeStore.getState().setListening({ listening: false, listeningGuest: false }));
  socket = next;
}

function disconnect(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  useRealtimeStore.getState().setListening({ listening: false, listeningGuest: false });
}

/**
 * Connects once, then follows the session: a new token (login), no token (logout, also a 401) or a new guest key
 * each mean other channels, so the connection is reset (SPEC section 4).
 */
export function startConnection(url?: string): void {
  if (socket) return;
  serverUrl = url;
  connect();
  unsubscribeSession ??= useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token || state.guestKey !== previous.guestKey) resetConnection();
  });
}

/** Drops the connection and opens a fresh one with the current token and guest key. */
function resetConnection(): void {
  if (!socket) return;
  disconnect();
  connect();
}

export function stopConnection(): void {
  unsubscribeSession?.();
  unsubscribeSession = null;
  disconnect();
}
