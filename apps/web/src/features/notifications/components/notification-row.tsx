import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNotification } from '@ito/contracts/notifications/notification';
import { notificationText } from '../lib/notification-text.ts';
import { notificationUrl } from '../lib/live-list.ts';
import { timeAgo } from '../lib/time-ago.ts';

interface NotificationRowProps {
  notification: TNotification;
  onMarkRead: (notification: TNotification) => void;
}

/** One notification on /notifications: what it says, when, a link to the thing (read on click), and "mark read". */
export function NotificationRow({ notification, onMarkRead }: NotificationRowProps) {
  const { t, i18n } = useTranslation('notifications');
  const { title, body } = notificationText(notification, t);
  const isUnread = notification.read_at === null;
  const url = notificationUrl(notification);
  const typeName = t(`types.${notification.type}`, { defaultValue: t('types.other') });
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      bg={isUnread ? 'var(--mantine-color-primary-0)' : undefined}
      data-testid="notification-row"
      data-unread={isUnread || undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap={6} mb={2} wrap="wrap">
            {isUnread && (
              <Badge size="sm" color="primary">
                {t('unread')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {typeName}
              {' · '}
              <time
                dateTime={notification.created_at}
                title={new Date(notification.created_at).toLocaleString(i18n.language)}
              >
                {timeAgo(notification.created_at, new Date(), i18n.language)}
              </time>
            </Text>
            {notification.delivery !== 'live' && (
              <Text size="xs" c="dimmed">
                {`· ${t(notification.delivery === 'digest' ? 'list.digest' : 'list.muted')}`}
              </Text>
            )}
          </Group>
          {url ? (
            <Text
              component={Link}
              to={url}
              fw={600}
              // A 44 px touch target even for a one-word title.
              style={{ overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
              onClick={() => onMarkRead(notification)}
            >
              {title}
            </Text>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
          )}
          {body && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {body}
            </Text>
          )}
        </div>
        {isUnread && (
          <Button
            variant="subtle"
            size="sm"
            mih={44}
            aria-label={t('list.markReadOf', { title })}
            onClick={() => onMarkRead(notification)}
          >
            {t('list.markRead')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
