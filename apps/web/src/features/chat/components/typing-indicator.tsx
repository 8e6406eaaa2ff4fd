import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChatStore, type TypingPerson } from '../stores/chat-store.ts';
import classes from './messages.module.css';

const NOBODY: TypingPerson[] = [];

/** "Bea is typing…" under the messages; a polite status, so it is heard without interrupting. */
export function TypingIndicator({ roomId }: { roomId: string }) {
  const { t, i18n } = useTranslation('messages');
  const people = useChatStore((s) => s.typing[roomId] ?? NOBODY);
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    people.map((p) => p.full_name).filter(Boolean),
  );
  return (
    <div className={classes.typing} role="status" aria-live="polite" data-testid="typing-indicator">
      {people.length > 0 ? (
        <Text size="xs" c="dimmed" fs="italic">
          {t('chat.typing', { count: people.length, names })}
        </Text>
      ) : null}
    </div>
  );
}
