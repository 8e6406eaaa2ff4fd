import { beforeEach, describe, expect, it } from 'vitest';
import { useAgentStore } from '../stores/agent-store.ts';
import { conversation, message, pageOf } from '../../../test/agent-fixtures.ts';
import { applyAgentEvent } from './agent-events.ts';

const agent = () => useAgentStore.getState();
const reply = message('r1', 'agent', 'How many minutes can you spare?');

beforeEach(() => {
  agent().reset();
  agent().loadAgent({ conversation, page: pageOf([message('m1', 'user', 'Sleep better')]) });
});

describe('live agent events', () => {
  it('raise thinking, then processing', () => {
    applyAgentEvent({ conversation_id: 'c1', state: 'thinking' }, false);
    expect(agent()).toMatchObject({ thinking: true, processing: false });
    applyAgentEvent({ conversation_id: 'c1', state: 'processing' }, false);
    expect(agent()).toMatchObject({ thinking: true, processing: true });
  });

  it('processing may carry the reply being written; a reply or idle clears it', () => {
    applyAgentEvent({ conversation_id: 'c1', state: 'processing', text: 'Eight weeks' }, false);
    expect(agent()).toMatchObject({ processing: true, streaming: 'Eight weeks' });
    applyAgentEvent({ conversation_id: 'c1', state: 'processing', text: '' }, false);
    expect(agent().streaming).toBe('');
    applyAgentEvent({ conversation_id: 'c1', state: 'processing', text: 'Eight weeks to a 10K' }, false);
    applyAgentEvent({ conversation_id: 'c1', state: 'reply', message: reply }, false);
    expect(agent()).toMatchObject({ processing: false, streaming: '' });
    applyAgentEvent({ conversation_id: 'c1', state: 'processing', text: 'Again' }, true);
    applyAgentEvent({ conversation_id: 'c1', state: 'idle' }, false);
    expect(agent().streaming).toBe('');
  });

  it('a reply lowers the flags and appends its message once', () => {
    agent().setProcessing(true);
    applyAgentEvent({ conversation_id: 'c1', state: 'reply', message: reply }, false);
    applyAgentEvent({ conversation_id: 'c1', state: 'reply', message: reply }, false);
    expect(agent()).toMatchObject({ thinking: false, processing: false });
    expect(agent().messages.data.map((m) => m.id)).toEqual(['m1', 'r1']);
  });

  it('idle lowers the flags (the turn failed)', () => {
    agent().setThinking(true);
    applyAgentEvent({ conversation_id: 'c1', state: 'idle' }, false);
    expect(agent().thinking).toBe(false);
  });

  it('while the page sends, leaves the reply to the answer (which brings the question too)', () => {
    applyAgentEvent({ conversation_id: 'c1', state: 'thinking' }, true);
    applyAgentEvent({ conversation_id: 'c1', state: 'reply', message: reply }, true);
    expect(agent().thinking).toBe(true);
    expect(agent().messages.data.map((m) => m.id)).toEqual(['m1']);
  });

  it('ignores other conversations and anything that is not an agent event', () => {
    applyAgentEvent({ conversation_id: 'c2', state: 'thinking' }, false);
    applyAgentEvent({ conversation_id: 'c1', state: 'dancing' }, false);
    applyAgentEvent('thinking', false);
    applyAgentEvent({ conversation_id: 'c1', state: 'reply', message: { id: 'broken' } }, false);
    expect(agent()).toMatchObject({ thinking: false, processing: false });
    expect(agent().messages.data).toHaveLength(1);
  });

  it('does nothing before a conversation is loaded', () => {
    agent().reset();
    applyAgentEvent({ conversation_id: 'c1', state: 'thinking' }, false);
    expect(agent().thinking).toBe(false);
  });
});
