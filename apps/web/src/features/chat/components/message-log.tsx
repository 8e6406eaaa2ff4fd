import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Chat, ChatMessage } from '../api/chat-types.ts';
import { lastSeenMessageId, seenBy } from '../lib/read-receipts.ts';
import { isOlderMarker, olderCursorOf, useChatStore } from '../stores/chat-store.ts';
import { MessageAttachments } from './message-attachments.tsx';
import classes from './messages.module.css';

interface MessageLogProps {
  chat: Chat;
  title: string;
  myId: string | null;
  isLoadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => void;
}

/**
 * The open chat's messages, oldest first, as a polite live log: screen readers hear new messages as they come.
 * Paging back (the button where the placeholder marker sits, or scrolling to the top) adds older messages above
 * without moving the reader; a new message at the end is scrolled into view when the reader is at the end.
 */
export function MessageLog({ chat, title, myId, isLoadingOlder, olderFailed, onLoadOlder }: MessageLogProps) {
  const { t, i18n } = useTranslation('messages');
  const chatMessages = useChatStore((s) => s.chatMessages);
  const scrollRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const heightBefore = useRef<number | null>(null);
  const isAtEnd = useRef(true);
  const messages = chatMessages.data.filter((item): item is ChatMessage => !isOlderMarker(item));
  const hasOlder = olderCursorOf(chatMessages) !== null;
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const receiptId = lastSeenMessageId(messages, chat.participants, myId);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  // Older messages went in above: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box && heightBefore.current !== null) box.scrollTop += box.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [firstId]);

  useEffect(() => {
    const box = scrollRef.current;
    if (box && isAtEnd.current) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  // Reaching the top loads the next older page by itself; the button stays for keyboards and failures.
  useEffect(() => {
    const top = topRef.current;
    if (!top || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadOlder();
    });
    observer.observe(top);
    return () => observer.disconnect();
  });

  function loadOlder() {
    if (isLoadingOlder) return;
    heightBefore.current = scrollRef.current?.scrollHeight ?? null;
    onLoadOlder();
  }

  const nameOf = (senderId: string | null) =>
    senderId === myId
      ? t('chat.you')
      : (chat.participants.find((p) => p.id === senderId)?.full_name ?? t('chat.formerMember'));

  return (
    <div
      ref={scrollRef}
      className={classes.scroll}
      onScroll={(event) => {
        const box = event.currentTarget;
        isAtEnd.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
      }}
    >
      <div ref={topRef} className={classes.olderMarker}>
        {hasOlder ? (
          <Button variant="subtle" size="sm" onClick={loadOlder} loading={isLoadingOlder} className={classes.touch}>
            {t('chat.loadOlder')}
          </Button>
        ) : messages.length > 0 ? (
          <Text size="xs" c="dimmed">
            {t('chat.beginning')}
          </Text>
        ) : null}
      </div>
      {olderFailed ? (
        <Text size="sm" c="danger" ta="center" role="alert">
          {t('chat.loadFailed')}
        </Text>
      ) : null}
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" p="md">
          {t('chat.empty')}
        </Text>
      ) : null}
      {/* The log is a region around the list: role="log" on the <ol> itself would take away its list role and leave
          the messages list items outside a list (axe listitem, decision 046). */}
      <div role="log" aria-live="polite" aria-label={t('chat.log', { name: title })}>
        <ol className={classes.log}>
          {messages.map((message) => {
            const isMine = message.sender_id === myId;
            const seen = message.id === receiptId ? seenBy(message, chat.participants, myId) : [];
            return (
              <li
                key={message.id}
                className={`${classes.message} ${isMine ? classes.mine : classes.theirs}`}
                data-testid="chat-message"
                data-mine={isMine}
              >
                {chat.kind === 'group' && !isMine ? (
                  <Text size="xs" c="dimmed">
                    {nameOf(message.sender_id)}
                  </Text>
                ) : (
                  <VisuallyHidden>{nameOf(message.sender_id)}:</VisuallyHidden>
                )}
                {message.body ? (
                  <div className={classes.bubble} dir="auto">
                    {message.body}
                  </div>
                ) : null}
                <MessageAttachments attachments={message.attachments} />
                <Text size="xs" c="dimmed">
                  <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
                  {seen.length > 0 ? (
                    <span data-testid="read-receipt">
                      {' · '}
                      {chat.kind === 'direct' ? t('chat.seen') : t('chat.seenBy', { count: seen.length })}
                    </span>
                  ) : null}
                </Text>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
