import { Link } from 'react-router';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../shared/hooks/use-message-text.ts';
import type { ErrorInfo } from './error-status.ts';

/** What the error page shows; loaded on demand so that its Mantine components stay out of the first download. */
export function ErrorView({ status, message, code, params }: ErrorInfo) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const text = status === 404 ? t('notFound.message') : code ? messageText(code, params, message) : message;

  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="primary" lh={1} aria-hidden>
          {status}
        </Text>
        <Title order={1} fz="xl">
          {status === 404 ? t('notFound.title') : t('errorPage.title', { status })}
        </Title>
        <Text data-testid="error-message">{text}</Text>
        <Group justify="center">
          <Anchor component={Link} to="/">
            {t('actions.backHome')}
          </Anchor>
          {status !== 404 && (
            <Button variant="light" onClick={() => window.location.reload()}>
              {t('errorPage.reload')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
