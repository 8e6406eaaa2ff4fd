import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';

/** Throws while rendering, so that the route's error boundary (and error reporting) receive a real render error. */
function RenderBomb({ message }: { message: string }): never {
  throw new Error(message);
}

export function Component() {
  const { t } = useTranslation('content');
  usePageTitle(t('errorTest.title'));
  const [shouldThrow, setShouldThrow] = useState(false);
  const [hasThrownAsync, setHasThrownAsync] = useState(false);

  const throwAsync = () => {
    // Outside React and outside any promise chain: only the global handlers (window.onerror) see it.
    setTimeout(() => {
      throw new Error(t('errorTest.asyncMessage'));
    }, 0);
    setHasThrownAsync(true);
  };

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      {shouldThrow ? <RenderBomb message={t('errorTest.renderMessage')} /> : null}
      <Stack gap="xs">
        <Title order={1}>{t('errorTest.title')}</Title>
        <Text>{t('errorTest.intro')}</Text>
      </Stack>
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('errorTest.renderHeading')}
          </Title>
          <Text>{t('errorTest.renderBody')}</Text>
          <Button color="danger" onClick={() => setShouldThrow(true)}>
            {t('errorTest.renderButton')}
          </Button>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            {t('errorTest.asyncHeading')}
          </Title>
          <Text>{t('errorTest.asyncBody')}</Text>
          <Button color="danger" variant="light" onClick={throwAsync}>
            {t('errorTest.asyncButton')}
          </Button>
          {hasThrownAsync ? (
            <Alert color="warning" variant="light" role="status" w="100%">
              {t('errorTest.asyncThrown')}
            </Alert>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}
