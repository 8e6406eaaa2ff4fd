import type { Realtime } from '../../platform/realtime.ts';

/** How many catalogue items a model may choose recommendations from (the planner proposes the best 3). */
export const MODEL_CANDIDATES = 8;
/** A streamed reply goes out at most this often; the final reply follows anyway. */
const STREAM_EVERY_MS = 100;

/**
 * The model's reply, as it grows, on the person's channel (decision 039): `agent` events in state `processing` with
 * the text so far, so the chat shows thinking, then the reply being written, then the final message. An empty text
 * (the stream was stopped as unsafe) always goes out, to clear what was shown.
 */
export function streamReply(realtime: Realtime, userId: string, conversationId: string): (text: string) => void {
  let last = 0;
  return (text) => {
    const now = Date.now();
    if (text !== '' && now - last < STREAM_EVERY_MS) return;
    last = now;
    realtime.publish({ userId }, 'agent', {
      conversation_id: conversationId,
      state: 'processing',
      text: text.slice(0, 4000),
    });
  };
}
