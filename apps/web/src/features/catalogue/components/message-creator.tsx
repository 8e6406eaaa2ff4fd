import { Suspense } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { MessageButton } from '../../chat/public.ts';

/**
 * "Message {name}" on a creator's profile and a program page: the chat with them, opened or reused. Not for the
 * creator themselves. Until the chat's button is in, the same button, unavailable.
 */
export function MessageCreator({ creator }: { creator: { id: string; full_name: string } }) {
  const { t } = useTranslation('catalogue');
  const myId = useSessionStore((s) => s.user?.id ?? null);
  if (creator.id === myId) return null;
  const label = t('creator.message', { name: creator.full_name });
  return (
    <Suspense
      fallback={
        <Button variant="light" disabled>
          {label}
        </Button>
      }
    >
      <MessageButton userId={creator.id} variant="light">
        {label}
      </MessageButton>
    </Suspense>
  );
}
