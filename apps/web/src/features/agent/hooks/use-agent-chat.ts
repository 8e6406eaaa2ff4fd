import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { onRealtime } from '../../../shared/realtime/bus.ts';
import { refreshUser } from '../../../shared/session/sign-in.ts';
import {
  fetchMessages,
  fetchProgramConversation,
  useAcceptProposal,
  usePostAgentMessage,
  useTakeLessons,
} from '../api/conversation-api.ts';
import { applyAgentEvent } from '../lib/agent-events.ts';
import { describeFailure, type AgentFailure } from '../lib/describe-failure.ts';
import { olderPageOf, useAgentStore } from '../stores/agent-store.ts';

export type LoadStatus = 'loading' | 'ready' | 'missing' | 'failed';

export interface AgentChatControls {
  status: LoadStatus;
  retry: () => void;
  /** The message on its way, shown until the answer arrives. */
  pending: string | null;
  sendFailure: AgentFailure | null;
  /** Sends a message; resolves false when it could not be sent (the failure is in `sendFailure`). */
  send: (text: string) => Promise<boolean>;
  isAccepting: boolean;
  acceptFailure: AgentFailure | null;
  accept: () => Promise<void>;
  /** The program whose lessons are being taken into the plan (decision 115), and the last such call's failure. */
  takingLessons: string | null;
  lessonsFailure: { programId: string; failure: AgentFailure } | null;
  takeLessons: (programId: string) => Promise<void>;
  isLoadingOlder: boolean;
  olderFailure: AgentFailure | null;
  loadOlder: () => Promise<void>;
}

/**
 * The agent chat of one program: loads its conversation into the agent store, listens to the live `agent` events,
 * and sends, accepts and pages back. Each call's failure is kept for the screen to say in place.
 */
export function useAgentChat(programId: string): AgentChatControls {
  const [status, setStatus] = useState<LoadStatus>(() =>
    useAgentStore.getState().program === programId ? 'ready' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<string | null>(null);
  const [sendFailure, setSendFailure] = useState<AgentFailure | null>(null);
  const [isAccepting, setAccepting] = useState(false);
  const [acceptFailure, setAcceptFailure] = useState<AgentFailure | null>(null);
  const [takingLessons, setTakingLessons] = useState<string | null>(null);
  const [lessonsFailure, setLessonsFailure] = useState<AgentChatControls['lessonsFailure']>(null);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [olderFailure, setOlderFailure] = useState<AgentFailure | null>(null);
  const isSending = useRef(false);
  const { mutateAsync: postMessage } = usePostAgentMessage();
  const { mutateAsync: acceptProposal } = useAcceptProposal();
  const { mutateAsync: postTakeLessons } = useTakeLessons();

  useEffect(() => {
    const controller = new AbortController();
    if (useAgentStore.getState().program !== programId) setStatus('loading');
    void (async () => {
      try {
        const { data: conversation } = await fetchProgramConversation(programId, controller.signal);
        const page = await fetchMessages(conversation.id, 1, controller.signal);
        useAgentStore.getState().loadAgent({ conversation, page });
        setStatus('ready');
      } catch (error) {
        if (controller.signal.aborted) return;
        setStatus(isApiError(error) && error.status === 404 ? 'missing' : 'failed');
      }
    })();
    return () => controller.abort();
  }, [programId, attempt]);

  useEffect(() => onRealtime('agent', (data) => applyAgentEvent(data, isSending.current)), []);

  const send = useCallback(
    async (text: string) => {
      const agent = useAgentStore.getState();
      if (!agent.id || isSending.current) return false;
      isSending.current = true;
      setPending(text);
      setSendFailure(null);
      // Until (or without) the live events, the answer itself is the sign that the agent is at work.
      agent.setThinking(true);
      try {
        const { data } = await postMessage({ id: agent.id, message: text });
        for (const message of data) useAgentStore.getState().appendMessage(message);
        return true;
      } catch (error) {
        setSendFailure(describeFailure(error));
        return false;
      } finally {
        isSending.current = false;
        setPending(null);
        useAgentStore.getState().setThinking(false);
        useAgentStore.getState().setProcessing(false);
      }
    },
    [postMessage],
  );

  const accept = useCallback(async () => {
    const id = useAgentStore.getState().id;
    if (!id) return;
    setAccepting(true);
    setAcceptFailure(null);
    try {
      await acceptProposal(id);
      // The "accepted" note also comes live; the newest page brings it when the live event did not.
      const newest = await fetchMessages(id, 1);
      for (const message of [...newest.data].reverse()) useAgentStore.getState().appendMessage(message);
      // The current user now has tasks (and, as a temporary user, a program the guard holds them to).
      await refreshUser().catch((error: unknown) => console.error('Could not refresh the current user', error));
    } catch (error) {
      setAcceptFailure(describeFailure(error));
    } finally {
      setAccepting(false);
    }
  }, [acceptProposal]);

  const takeLessons = useCallback(
    async (programId: string) => {
      const id = useAgentStore.getState().id;
      if (!id) return;
      setTakingLessons(programId);
      setLessonsFailure(null);
      try {
        const { data } = await postTakeLessons({ id, programId });
        for (const message of data) useAgentStore.getState().appendMessage(message);
      } catch (error) {
        setLessonsFailure({ programId, failure: describeFailure(error) });
      } finally {
        setTakingLessons(null);
      }
    },
    [postTakeLessons],
  );

  const loadOlder = useCallback(async () => {
    const { id, messages } = useAgentStore.getState();
    const page = olderPageOf(messages.meta);
    if (!id || page === null) return;
    setLoadingOlder(true);
    setOlderFailure(null);
    try {
      useAgentStore.getState().prependOlder(await fetchMessages(id, page));
    } catch (error) {
      setOlderFailure(describeFailure(error));
    } finally {
      setLoadingOlder(false);
    }
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    status,
    retry,
    pending,
    sendFailure,
    send,
    isAccepting,
    acceptFailure,
    accept,
    takingLessons,
    lessonsFailure,
    takeLessons,
    isLoadingOlder,
    olderFailure,
    loadOlder,
  };
}
