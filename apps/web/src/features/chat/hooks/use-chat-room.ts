import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX_LENGTH_DEFAULT } from '@ito/contracts/chat/fields';
import { isApiError } from '../../../shared/api/api-error.ts';
import { chatQuery, fetchMessages } from '../api/chat-api.ts';
import { useMarkRoomRead } from '../api/chat-api.ts';
import { setViewingRoom } from '../lib/chat-live.ts';
import { olderCursorOf, useChatStore } from '../stores/chat-store.ts';

export type RoomProblem = 'forbidden' | 'not-found' | 'failed' | null;

function problemOf(error: unknown): RoomProblem {
  if (!error) return null;
  if (isApiError(error) && error.status === 403) return 'forbidden';
  if (isApiError(error) && error.status === 404) return 'not-found';
  return 'failed';
}

/**
 * The open chat: the room (participants, the server's message length limit), its newest messages, paging back,
 * and the read state (read on open, on new messages while looked at, and when the tab comes back into view).
 */
export function useChatRoom(roomId: string) {
  const { mutate: markRead } = useMarkRoomRead();
  const room = useQuery(chatQuery(roomId));
  const [messagesProblem, setMessagesProblem] = useState<RoomProblem>(null);
  const [isLoadingMessages, setLoadingMessages] = useState(true);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const olderController = useRef<AbortController | null>(null);

  useEffect(() => {
    if (room.data) useChatStore.getState().setCurrentChat(room.data.data);
  }, [room.data]);

  useEffect(() => {
    const controller = new AbortController();
    setLoadingMessages(true);
    setMessagesProblem(null);
    fetchMessages(roomId, null, controller.signal).then(
      (page) => {
        useChatStore.getState().loadMessages(roomId, page);
        setLoadingMessages(false);
        markRead(roomId);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setMessagesProblem(problemOf(error));
        setLoadingMessages(false);
      },
    );
    return () => {
      controller.abort();
      olderController.current?.abort();
    };
  }, [roomId, attempt, markRead]);

  useEffect(() => {
    setViewingRoom(roomId);
    const onVisible = () => {
      const current = useChatStore.getState().currentChat;
      if (document.visibilityState === 'visible' && current?.id === roomId && current.unread_count > 0) {
        markRead(roomId);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      setViewingRoom(null);
      useChatStore.getState().setCurrentChat(null);
    };
  }, [roomId, markRead]);

  const loadOlder = useCallback(() => {
    const cursor = olderCursorOf(useChatStore.getState().chatMessages);
    if (!cursor || olderController.current) return;
    const controller = new AbortController();
    olderController.current = controller;
    setLoadingOlder(true);
    setOlderFailed(false);
    fetchMessages(roomId, cursor, controller.signal)
      .then(
        (page) => useChatStore.getState().prependOlder(roomId, page),
        () => {
          if (!controller.signal.aborted) setOlderFailed(true);
        },
      )
      .finally(() => {
        olderController.current = null;
        setLoadingOlder(false);
      });
  }, [roomId]);

  const retry = useCallback(() => {
    void room.refetch();
    setAttempt((n) => n + 1);
  }, [room]);

  return {
    room: room.data?.data ?? null,
    maxLength: room.data?.meta.message_max_length ?? CHAT_MESSAGE_MAX_LENGTH_DEFAULT,
    isLoading: room.isPending || isLoadingMessages,
    problem: problemOf(room.error) ?? messagesProblem,
    isLoadingOlder,
    olderFailed,
    loadOlder,
    retry,
  };
}
