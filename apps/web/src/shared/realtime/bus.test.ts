import { describe, expect, it, vi } from 'vitest';
import { emitRealtime, onRealtime } from './bus.ts';

describe('realtime bus', () => {
  it('delivers an event to the listeners of its component until they unsubscribe', () => {
    const chat = vi.fn();
    const other = vi.fn();
    const stop = onRealtime('chat', chat);
    onRealtime('notifications', other);
    emitRealtime({ component: 'chat', data: { id: 1 } });
    expect(chat).toHaveBeenCalledWith({ id: 1 }, { component: 'chat', data: { id: 1 } });
    expect(other).not.toHaveBeenCalled();
    stop();
    emitRealtime({ component: 'chat', data: { id: 2 } });
    expect(chat).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering when one listener throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = vi.fn();
    onRealtime('tasks', () => {
      throw new Error('broken');
    });
    onRealtime('tasks', good);
    emitRealtime({ component: 'tasks', data: null });
    expect(good).toHaveBeenCalledTimes(1);
  });
});
