import type * as ConnectionModule from './realtime-connection.ts';

/*
 * The realtime entry point the app uses. socket.io is loaded on demand so it stays out of the first
 * download; calls made before it has loaded are applied once it has.
 */

type Connection = typeof ConnectionModule;

let connection: Promise<Connection> | null = null;

/** Opens the socket (same origin, /socket.io) with the current token and guest key. */
export function startRealtime(): Promise<void> {
  connection ??= import('./realtime-connection.ts');
  return connection.then((c) => c.startConnection());
}

export function stopRealtime(): void {
  void connection?.then((c) => c.stopConnection());
}
