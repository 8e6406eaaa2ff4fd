import type { ReactNode } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MessageCode } from '@ito/contracts/common/message-codes';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMessageText } from '../../../shared/hooks/use-message-text.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useStartChat } from '../api/chat-api.ts';

/** Why the chat did not open, by catalogue code: the server's (someone who cannot be found), else a fault. */
function failureCode(error: unknown): MessageCode {
  if (!isApiError(error)) return 'errors.server_error';
  return error.fieldCodes.user_id?.[0]?.code ?? error.code ?? 'errors.server_error';
}

export type MessageButtonProps = { userId: string; children: ReactNode } & Omit<ButtonProps, 'children'>;

/**
 * "Message": opens the caller's one direct chat with `userId` (created on first use, the same one after) and goes
 * there. A visitor without an account signs in first and comes back to this page.
 */
export function MessageButton({ userId, children, ...button }: MessageButtonProps) {
  const isSignedIn = useSessionStore((s) => s.token !== null);
  const location = useLocation();
  const navigate = useNavigate();
  const starting = useStartChat();
  const messageText = useMessageText();

  if (!isSignedIn) {
    const comeBack = () => useSessionStore.getState().setRedirect(`${location.pathname}${location.search}`);
    return (
      <Button component={Link} to="/login" onClick={comeBack} {...button}>
        {children}
      </Button>
    );
  }
  const open = () =>
    starting.mutate(
      { kind: 'direct', userId },
      { onSuccess: (response) => void navigate(`/messages/chat/${encodeURIComponent(response.data.id)}`) },
    );
  return (
    <Stack gap={4} align="flex-start">
      <Button loading={starting.isPending} onClick={open} {...button}>
        {children}
      </Button>
      {starting.isError ? (
        <Text size="sm" c="danger" role="alert">
          {messageText(failureCode(starting.error))}
        </Text>
      ) : null}
    </Stack>
  );
}
