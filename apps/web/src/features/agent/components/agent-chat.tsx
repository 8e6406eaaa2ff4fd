import { useMemo, useRef, useState } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useAgentChat } from '../hooks/use-agent-chat.ts';
import { actionableIds, isPlanAccepted } from '../lib/plan-view.ts';
import { useAgentStore } from '../stores/agent-store.ts';
import { AgentInput } from './agent-input.tsx';
import { AgentStatus } from './agent-status.tsx';
import { FailureText } from './failure-text.tsx';
import { MessageList } from './message-list.tsx';
import type { MessageActions } from './message-item.tsx';
import { RegisterModal } from './register-modal.tsx';
import { TemporaryBanner } from './temporary-banner.tsx';

/**
 * The agent chat of one program, for the agent page and the dashboard's sidebar alike: the conversation, what the
 * agent is doing, and the message field. A temporary user is asked to create an account, without leaving;
 * `onDismissHeld` when the guard has just held them here from another page (the banner says why, decision 081).
 */
export function AgentChat({ programId, onDismissHeld }: { programId: string; onDismissHeld?: () => void }) {
  const { t } = useTranslation('agent');
  const chat = useAgentChat(programId);
  const isTemporary = useSessionStore((s) => s.user?.is_temporary === true);
  // While a proposal waits, accepting it is the first thing to do: the banner's own button steps back (decision 037).
  const hasOpenProposal = useAgentStore(
    (s) => actionableIds(s.messages.data).proposal !== null && !isPlanAccepted(s.conversation?.status, s.messages.data),
  );
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [isAdjusting, setAdjusting] = useState(false);
  const [isRegisterOpen, setRegisterOpen] = useState(false);
  const { send, accept, takeLessons } = chat;

  const actions: MessageActions = useMemo(
    () => ({
      isTemporary,
      isSending: chat.pending !== null,
      isAccepting: chat.isAccepting,
      acceptFailure: chat.acceptFailure,
      onReply: (value) => void send(value),
      onAccept: () => void accept(),
      takingLessons: chat.takingLessons,
      lessonsFailure: chat.lessonsFailure,
      onTakeLessons: (programId) => void takeLessons(programId),
      onAdjust: () => {
        setAdjusting(true);
        inputRef.current?.focus();
      },
      onRegister: () => setRegisterOpen(true),
    }),
    [
      isTemporary,
      chat.pending,
      chat.isAccepting,
      chat.acceptFailure,
      chat.takingLessons,
      chat.lessonsFailure,
      send,
      accept,
      takeLessons,
    ],
  );

  const sendMessage = async (text: string) => {
    const isSent = await send(text);
    if (isSent) setAdjusting(false);
    return isSent;
  };

  let body;
  if (chat.status === 'loading') {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('chat.loading')}>
        <Skeleton height={48} width="60%" radius="md" />
        <Skeleton height={48} width="70%" radius="md" ms="auto" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  } else if (chat.status === 'missing') {
    body = (
      <Alert color="warning" variant="light" title={t('chat.missingTitle')}>
        {t('chat.missingBody')}
      </Alert>
    );
  } else if (chat.status === 'failed') {
    body = <LoadError title={t('chat.loadFailed')} onRetry={chat.retry} />;
  } else {
    body = (
      <>
        <MessageList
          pending={chat.pending}
          actions={actions}
          isLoadingOlder={chat.isLoadingOlder}
          olderFailure={chat.olderFailure}
          onLoadOlder={() => void chat.loadOlder()}
        />
        <AgentStatus />
        {chat.sendFailure ? <FailureText failure={chat.sendFailure} /> : null}
        <AgentInput ref={inputRef} onSend={sendMessage} isBusy={chat.pending !== null} isAdjusting={isAdjusting} />
      </>
    );
  }

  return (
    <Stack gap="md">
      {isTemporary ? (
        <TemporaryBanner
          onRegister={hasOpenProposal && !onDismissHeld ? undefined : () => setRegisterOpen(true)}
          onDismissHeld={onDismissHeld}
        />
      ) : null}
      {body}
      {isTemporary ? <RegisterModal isOpen={isRegisterOpen} onClose={() => setRegisterOpen(false)} /> : null}
    </Stack>
  );
}
