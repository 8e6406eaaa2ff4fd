import { useEffect, useState } from 'react';
import { Link, useRouteError } from 'react-router';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ito/contracts/common/errors';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';
import { reportError } from '../shared/error-reporting.ts';
import { ErrorPageBoundary } from './error-page-boundary.tsx';
import { describeError, isRedirectError } from './error-status.ts';

function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isChunkError = isChunkLoadError(error);
  const [isReloading, setReloading] = useState(isChunkError);

  useEffect(() => {
    if (isChunkError) setReloading(reloadForChunkError());
  }, [isChunkError]);

  useEffect(() => {
    // A 404 or a guard decision is an expected outcome; only faults are logged and reported.
    if (isChunkError || isRedirectError(error) || describeError(error).status < 500) return;
    console.error(error);
    reportError(error, { source: 'route-error-page' }, true);
  }, [error, isChunkError]);

  // A redirect that travelled as an error is not shown; the router follows it.
  if (isRedirectError(error)) return null;
  if (isReloading) return <Text p="xl">{t('loading')}</Text>;

  const { status, message } = describeError(error);
  const text =
    status === 404 ? t('notFound.message') : message === MESSAGES.serverError ? t('errors.serverError') : message;

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

/** Route error boundary: 404s, failed param validation, guard errors, page crashes and failed chunks. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageBoundary>
      <ErrorView error={error} />
    </ErrorPageBoundary>
  );
}
