import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Modal, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { THEME } from '@ito/contracts/constants';
import { CHAT_GROUP_NAME_MAX } from '@ito/contracts/chat/fields';
import type { TChatPerson } from '@ito/contracts/chat/search-people';
import { peopleQuery } from '../api/chat-api.ts';
import { useStartChat } from '../api/chat-api.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import classes from './messages.module.css';

interface NewChatModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** SPEC 2 new-chat modal: search people; one picked opens the direct chat, several make a group. */
export function NewChatModal({ isOpen, onClose }: NewChatModalProps) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<TChatPerson[]>([]);
  const [groupName, setGroupName] = useState('');
  const starting = useStartChat();
  const isStarting = starting.isPending;
  const [failed, setFailed] = useState(false);
  const people = useQuery({ ...peopleQuery(term), enabled: isOpen && term.trim().length >= 2 });
  const isGroup = picked.length > 1;

  function close() {
    setSearch('');
    setPicked([]);
    setGroupName('');
    setFailed(false);
    onClose();
  }

  function toggle(person: TChatPerson) {
    setPicked((list) =>
      list.some((p) => p.id === person.id) ? list.filter((p) => p.id !== person.id) : [...list, person],
    );
  }

  async function start() {
    const first = picked[0];
    if (!first || (isGroup && !groupName.trim()) || starting.isPending) return;
    setFailed(false);
    try {
      const response = await starting.mutateAsync(
        isGroup
          ? { kind: 'group', name: groupName.trim(), userIds: picked.map((p) => p.id) }
          : { kind: 'direct', userId: first.id },
      );
      close();
      void navigate(`/messages/chat/${encodeURIComponent(response.data.id)}`);
    } catch {
      setFailed(true);
    }
  }

  const results = people.data?.data ?? [];
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={t('newChat.title')}
      size={THEME.modalWidthsPx.md}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('newChat.search')}
          placeholder={t('newChat.searchPlaceholder')}
          description={t('newChat.hint')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
          classNames={{ input: classes.touch }}
          data-testid="people-search"
        />
        {picked.length > 0 ? (
          <Pill.Group aria-label={t('newChat.selected')}>
            {picked.map((person) => (
              <Pill
                key={person.id}
                withRemoveButton
                onRemove={() => toggle(person)}
                removeButtonProps={{ 'aria-label': t('composer.remove', { name: person.full_name }) }}
              >
                {person.full_name}
              </Pill>
            ))}
          </Pill.Group>
        ) : null}
        <div aria-live="polite" aria-busy={people.isFetching}>
          {people.isFetching && results.length === 0 ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('newChat.searching')}</Text>
            </Group>
          ) : term.trim().length >= 2 && people.isSuccess && results.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('newChat.none', { search: term.trim() })}
            </Text>
          ) : null}
        </div>
        {results.length > 0 ? (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxBlockSize: 320, overflowY: 'auto' }}>
            {results.map((person) => (
              <li key={person.id}>
                <Checkbox.Card
                  checked={picked.some((p) => p.id === person.id)}
                  onClick={() => toggle(person)}
                  radius="md"
                  p={6}
                  withBorder={false}
                  data-testid="person-result"
                >
                  <Group gap="sm" wrap="nowrap" mih={44}>
                    <Checkbox.Indicator />
                    {/* Only people who joined a chat with me say whether they are online (decision 063): no grey dot
                        for the rest, whose "offline" may only mean "not yours to know". */}
                    <ChatAvatar
                      name={person.full_name}
                      avatar={person.avatar}
                      isOnline={person.is_online ? true : undefined}
                      size={32}
                    />
                    <div style={{ minInlineSize: 0 }}>
                      <Text size="sm" fw={500} className={classes.ellipsis}>
                        {person.full_name}
                      </Text>
                      {person.username ? (
                        <Text size="xs" c="dimmed" className={classes.ellipsis}>
                          @{person.username}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Checkbox.Card>
              </li>
            ))}
          </ul>
        ) : null}
        {isGroup ? (
          <TextInput
            label={t('newChat.groupName')}
            value={groupName}
            maxLength={CHAT_GROUP_NAME_MAX}
            classNames={{ input: classes.touch }}
            required
            onChange={(event) => setGroupName(event.currentTarget.value)}
          />
        ) : null}
        {failed ? (
          <Text size="sm" c="danger" role="alert">
            {t('newChat.failed')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} className={classes.touch}>
            {t('newChat.cancel')}
          </Button>
          <Button
            onClick={() => void start()}
            disabled={picked.length === 0 || (isGroup && !groupName.trim())}
            loading={isStarting}
            className={classes.touch}
            data-testid="start-chat"
          >
            {isGroup ? t('newChat.startGroup') : t('newChat.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
