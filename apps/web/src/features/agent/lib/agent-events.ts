import { ZAgentEvent } from '@ito/contracts/agent/conversations';
import { useAgentStore } from '../stores/agent-store.ts';

/**
 * A live `agent` event (SPEC section 7: NewEvent, component `agent`) applied to the open conversation: thinking and
 * processing raise their flags (processing may carry the reply being written), a reply lowers them and adds the
 * message, idle lowers them. Events about another conversation are ignored. While the page's own message is on its way, its reply is left to the HTTP answer, which
 * brings the person's message too: added live, the reply would land above the message it answers.
 */
export function applyAgentEvent(raw: unknown, isSending: boolean): void {
  const parsed = ZAgentEvent.safeParse(raw);
  if (!parsed.success) return;
  const event = parsed.data;
  const agent = useAgentStore.getState();
  if (!agent.id || event.conversation_id !== agent.id) return;
  switch (event.state) {
    case 'thinking':
      agent.setThinking(true);
      return;
    case 'processing':
      agent.setThinking(true);
      agent.setProcessing(true);
      // A model's reply as it is written (decision 039); '' clears it.
      if (event.text !== undefined) agent.setStreaming(event.text);
      return;
    case 'reply':
      if (isSending) return;
      agent.setThinking(false);
      agent.setProcessing(false);
      if (event.message) agent.appendMessage(event.message);
      return;
    case 'idle':
      if (isSending) return;
      agent.setThinking(false);
      agent.setProcessing(false);
  }
}
