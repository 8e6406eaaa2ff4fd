import type { FastifyInstance } from 'fastify';

/**
 * Events one module raises and others react to, so the module that writes need not import the one that reacts
 * (decision 070): a studio write clears the catalogue's caches without the studio knowing they exist. Each module
 * declares the events it raises by augmenting `AppEvents` (`declare module '.../platform/events.ts'`); this file names
 * none. Listeners run synchronously, in the order they were added, inside the emitter's call.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface AppEvents {}

export type AppEventName = keyof AppEvents;
type Listener<K extends AppEventName> = (payload: AppEvents[K]) => void;

export class AppEventBus {
  private readonly listeners = new Map<AppEventName, Set<Listener<AppEventName>>>();

  /** Adds a listener; the returned function removes it. */
  on<K extends AppEventName>(name: K, listener: Listener<K>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as Listener<AppEventName>);
    this.listeners.set(name, set);
    return () => set.delete(listener as Listener<AppEventName>);
  }

  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void {
    for (const listener of this.listeners.get(name) ?? []) listener(payload);
  }
}

/**
 * Raises `name` when a write of the plugin it is called in (any method but GET and HEAD) succeeds, before the
 * response leaves: a listener's effect (a cleared cache) is in place for the writer's next read.
 */
export function raiseOnWrite<K extends AppEventName>(app: FastifyInstance, name: K, payload: AppEvents[K]): void {
  app.addHook('onSend', async (request, reply, body) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) app.events.emit(name, payload);
    return body;
  });
}
