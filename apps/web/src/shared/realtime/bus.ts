import type { TRealtimeEvent } from '@ito/contracts/realtime/events';

export type RealtimeHandler = (data: unknown, event: TRealtimeEvent) => void;

/** Live events re-emitted by `component`, so each feature listens only to what it owns. */
const handlers = new Map<string, Set<RealtimeHandler>>();

export function onRealtime(component: string, handler: RealtimeHandler): () => void {
  let set = handlers.get(component);
  if (!set) {
    set = new Set();
    handlers.set(component, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(component);
  };
}

export function emitRealtime(event: TRealtimeEvent): void {
  for (const handler of handlers.get(event.component) ?? []) {
    try {
      handler(event.data, event);
    } catch (error) {
      // One broken listener must not stop the others from hearing the event.
      console.error(`Realtime handler for ${event.component} failed`, error);
    }
  }
}
