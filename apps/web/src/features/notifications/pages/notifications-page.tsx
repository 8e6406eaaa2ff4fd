import { useEffect } from 'react';
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { readPage } from '../../../shared/lib/read-page.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { notificationsQuery } from '../api/notifications-api.ts';
import { NotificationRow } from '../components/notification-row.tsx';
import { PreferencesForm } from '../components/preferences-form.tsx';
import { SettingsForm } from '../components/settings-form.tsx';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { useNotificationsStore } from '../stores/notifications-store.ts';

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder padding="sm">
          <Skeleton height={10} width="30%" mb="xs" />
          <Skeleton height={14} width="70%" mb={6} />
          <Skeleton height={10} width="50%" />
        </Card>
      ))}
    </Stack>
  );
}

/** /notifications: every notification, paged (20 a page), all or unread only; then preferences and settings. */
export function Component() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const isUnreadOnly = searchParams.get('unread') === '1';
  const list = useQuery(notificationsQuery(page, isUnreadOnly));
  const unread = useNotificationsStore((s) => s.unread);
  const { markRead, markAllRead } = useNotificationActions();

  const show = (next: { page?: number; isUnreadOnly?: boolean }) => {
    const params: Record<string, string> = {};
    if (next.isUnreadOnly ?? isUnreadOnly) params.unread = '1';
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.page = String(nextPage);
    setSearchParams(params);
  };

  // Reading the last unread ones of the last page (unread filter) leaves that page empty: step back.
  const lastPage = list.data?.meta.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) show({ page: Math.max(1, lastPage) });
  });

  const onMarkAll = async () => {
    if (await markAllRead()) useUiStore.getState().setFlash({ message: t('list.markAllDone'), type: 'success' });
  };

  let content;
  if (list.isPending) {
    content = <ListSkeleton />;
  } else if (list.isError) {
    content = <LoadError title={t('list.loadError')} onRetry={() => void list.refetch()} />;
  } else if (list.data.data.length === 0) {
    content = (
      <Text c="dimmed" data-testid="notifications-empty">
        {isUnreadOnly ? t('list.emptyUnread') : t('list.empty')}
      </Text>
    );
  } else {
    const { data: notifications, meta } = list.data;
    content = (
      <>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={list.isFetching}>
          {notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} onMarkRead={(n) => void markRead(n)} />
          ))}
        </Stack>
        <Paging
          meta={{ current_page: Math.min(meta.current_page, meta.last_page), last_page: meta.last_page }}
          onChange={(next) => show({ page: next })}
        />
      </>
    );
  }

  return (
    <Stack gap="xl" maw={800}>
      <Stack gap="md" component="section" aria-labelledby="notifications-title">
        <Title order={1} size="h2" id="notifications-title">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('list.lead')}</Text>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label={t('list.filterLabel')}
            value={isUnreadOnly ? 'unread' : 'all'}
            onChange={(value) => show({ isUnreadOnly: value === 'unread' })}
            data={[
              { value: 'all', label: t('list.all') },
              { value: 'unread', label: t('list.unreadOnly') },
            ]}
          />
          <Button variant="light" mih={44} disabled={unread === 0} onClick={() => void onMarkAll()}>
            {t('list.markAll')}
          </Button>
        </Group>
        {content}
      </Stack>
      <PreferencesForm />
      <SettingsForm />
    </Stack>
  );
}
