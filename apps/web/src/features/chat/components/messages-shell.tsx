import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fetchChat } from '../api/chat-api.ts';
import { chatKeys } from '../api/keys.ts';
import { useMarkRoomRead } from '../api/chat-api.ts';
import { listenToChat, setChatLiveOptions } from '../lib/chat-live.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { ChatList } from './chat-list.tsx';
import classes from './messages.module.css';
import { NewChatModal } from './new-chat-modal.tsx';

interface MessagesShellProps {
  /** The open chat, if any: on phones the shell then shows the chat instead of the list. */
  roomId?: string;
  children: ReactNode;
  /** The participants column beside the chat (wide screens only; the chat page offers a drawer below). */
  participants?: ReactNode;
}

/**
 * The two (or three) panes of the messaging screens: the messages sidebar, the main pane and, for a chat, the
 * participants. It also connects live chat events to what is on screen: rooms that appear or change are loaded,
 * and messages arriving in the open room are marked read.
 */
export function MessagesShell({ roomId, children, participants }: MessagesShellProps) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkRoomRead();
  const [isNewChatOpen, setNewChatOpen] = useState(false);

  useEffect(() => listenToChat(), []);

  useEffect(
    () =>
      setChatLiveOptions({
        onSeen: (id) => markRead(id),
        onRoomChanged: (id) => {
          if (useChatStore.getState().currentChat?.id === id)
            void queryClient.invalidateQueries({ queryKey: chatKeys.room(id) });
          fetchChat(id).then(
            (response) => {
              const store = useChatStore.getState();
              const isListed = store.chats.some((chat) => chat.id === id);
              if (isListed) store.setChats(store.chats.map((chat) => (chat.id === id ? response.data : chat)));
              else store.addChat(response.data);
            },
            (error: unknown) => {
              // No longer mine (removed from the group): it leaves the list.
              if (isApiError(error) && (error.status === 403 || error.status === 404)) {
                useChatStore.getState().deleteChat(id);
              }
            },
          );
        },
      }),
    [queryClient, markRead],
  );

  return (
    <div
      className={classes.shell}
      data-view={roomId ? 'chat' : 'list'}
      data-has-participants={participants ? 'true' : 'false'}
    >
      <div className={classes.listColumn}>
        <ChatList onNewChat={() => setNewChatOpen(true)} />
      </div>
      <div className={classes.mainColumn}>{children}</div>
      {participants ? (
        <aside className={`${classes.participantsColumn} ${classes.pane}`} aria-label={t('chat.participants')}>
          {participants}
        </aside>
      ) : null}
      <NewChatModal isOpen={isNewChatOpen} onClose={() => setNewChatOpen(false)} />
    </div>
  );
}
