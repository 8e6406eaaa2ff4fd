import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@ito/contracts/auth/list-sessions';
import { describeUserAgent } from '../lib/describe-user-agent.ts';

interface DeviceCardProps {
  session: TSession;
  isBusy: boolean;
  onSignOut: (session: TSession, deviceName: string) => void;
}

export function DeviceCard({ session, isBusy, onSignOut }: DeviceCardProps) {
  const { t, i18n } = useTranslation('auth');
  const { browser, os } = describeUserAgent(session.user_agent);
  const deviceName = t('devices.deviceName', {
    browser: browser ?? t('devices.unknownBrowser'),
    os: os ?? t('devices.unknownOs'),
  });
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Card withBorder padding="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={600} component="h2" size="md" m={0}>
              {deviceName}
            </Text>
            {session.is_current ? <Badge color="success">{t('devices.thisDevice')}</Badge> : null}
            {session.kind === 'dashboard' ? <Badge variant="light">{t('devices.dashboard')}</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('devices.ip')}: <span dir="ltr">{session.ip ?? t('devices.unknownIp')}</span>
          </Text>
          <Text size="sm" c="dimmed">
            {t('devices.created')}: <time dateTime={session.created_at}>{formatDate(session.created_at)}</time>
          </Text>
          <Text size="sm" c="dimmed">
            {t('devices.lastSeen')}: <time dateTime={session.last_seen_at}>{formatDate(session.last_seen_at)}</time>
          </Text>
          <Text size="sm" c="dimmed">
            {t('devices.expires')}: <time dateTime={session.expires_at}>{formatDate(session.expires_at)}</time>
          </Text>
        </Stack>
        <Button
          variant="light"
          color="danger"
          loading={isBusy}
          onClick={() => onSignOut(session, deviceName)}
          aria-label={t('devices.signOutLabel', { device: deviceName })}
        >
          {t('devices.signOut')}
        </Button>
      </Group>
    </Card>
  );
}
