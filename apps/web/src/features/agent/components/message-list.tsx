import { useEffect, useRef } from 'react';
import { Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { actionableIds, isPlanAccepted, isPlanQuestion } from '../lib/plan-view.ts';
import type { AgentFailure } from '../lib/describe-failure.ts';
import { olderPageOf, useAgentStore } from '../stores/agent-store.ts';
import classes from './agent.module.css';
import { FailureText } from './failure-text.tsx';
import { MessageItem, PendingMessage, type MessageActions } from './message-item.tsx';

interface MessageListProps {
  pending: string | null;
  actions: MessageActions;
  isLoadingOlder: boolean;
  olderFailure: AgentFailure | null;
  onLoadOlder: () => void;
}

/**
 * The conversation, oldest first, as a polite live log: screen readers hear new messages as they come. Paging back
 * adds older messages above without moving the reader; a new message at the end is scrolled into view.
 */
export function MessageList({ pending, actions, isLoadingOlder, olderFailure, onLoadOlder }: MessageListProps) {
  const { t } = useTranslation('agent');
  const messages = useAgentStore((s) => s.messages);
  const status = useAgentStore((s) => s.conversation?.status);
  const endRef = useRef<HTMLDivElement>(null);
  const lastId = messages.data.at(-1)?.id;
  const hasOlder = olderPageOf(messages.meta) !== null;
  const { question, proposal, withdrawn } = actionableIds(messages.data);
  const isAccepted = isPlanAccepted(status, messages.data);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId, pending]);

  return (
    <div>
      {hasOlder ? (
        <Center mb="sm">
          <Button variant="subtle" onClick={onLoadOlder} loading={isLoadingOlder} className={classes.touch}>
            {t('chat.loadEarlier')}
          </Button>
        </Center>
      ) : null}
      {olderFailure ? <FailureText failure={olderFailure} /> : null}
      {messages.data.length === 0 && !pending ? (
        <Text c="dimmed" size="sm">
          {t('chat.empty')}
        </Text>
      ) : null}
      {/* The log is a region around the list: role="log" on the <ol> would take away its list role and leave each
          message a list item outside a list (axe listitem, decision 087). */}
      <div role="log" aria-live="polite" aria-label={t('chat.log')}>
        <ol className={classes.log} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {messages.data.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              isOpenQuestion={message.id === question && (!isAccepted || isPlanQuestion(message))}
              planState={
                message.id === withdrawn
                  ? 'withdrawn'
                  : isAccepted && message.id === proposal
                    ? 'accepted'
                    : message.id === proposal
                      ? 'actionable'
                      : 'replaced'
              }
              actions={actions}
            />
          ))}
          {pending ? <PendingMessage text={pending} /> : null}
        </ol>
      </div>
      <div ref={endRef} />
    </div>
  );
}
