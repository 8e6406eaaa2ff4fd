import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown, revoked or expired token: the server answers all three alike (404), and so does this page. */
export function InvalidInvitation() {
  const { t } = useTranslation('protocol-invite');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invitation-invalid">
      <Stack gap="sm">
        <Title order={1} id="invitation-invalid" size="h2">
          {t('invalid.title')}
        </Title>
        <Text>{t('invalid.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/my-tasks" mih={44}>
            {t('goToTasks')}
          </Button>
          <Button component={Link} to="/home" variant="default" mih={44}>
            {t('invalid.home')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
