import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

/** Listens on a free loopback port and answers the base URL. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type Tab = {
  socket: Socket;
  channels: string[];
  /** Every NewEvent received so far. */
  events: { component: string; data: unknown }[];
  /** Resolves with the reason once the socket is disconnected. */
  disconnected: Promise<string>;
};

/** A browser tab's realtime connection, resolved once the server says which channels it joined. */
export async function openTab(url: string, auth: Record<string, string>): Promise<Tab> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
  const events: Tab['events'] = [];
  socket.on('NewEvent', (event: Tab['events'][number]) => events.push(event));
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  const channels = await new Promise<string[]>((resolve, reject) => {
    socket.once('subscribed', (m: { channels: string[] }) => resolve(m.channels));
    socket.once('connect_error', reject);
    void disconnected.then((reason) => reject(new Error(`disconnected before subscribing: ${reason}`)));
  });
  return { socket, channels, events, disconnected };
}

/** What `promise` resolves to if it does within `ms`, else 'timeout'. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);
}

export async function until<T>(what: string, check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
