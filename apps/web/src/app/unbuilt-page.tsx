import { Anchor, Badge, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

/** The one page every route listed in unbuilt.ts renders: says which screen, and that it comes later. */
export function Component() {
  // The kit's texts (every screen loads them), not common's: common is in the first download of `/`.
  const { t } = useTranslation(['kit', 'common']);
  // The route id is its path pattern (see router.tsx); optional filter segments are left out for reading.
  const screen = (useMatches().at(-1)?.id ?? '').replace(/\/:[^/]+\?/g, '') || '/';

  return (
    <Container size="sm" py={48}>
      <Stack align="center" gap="md" ta="center" data-testid="unbuilt-page">
        <Badge color="warning" variant="light" size="lg">
          {t('unbuilt.badge')}
        </Badge>
        <Title order={1} fz="xl">
          {t('unbuilt.title')}
        </Title>
        <Text>
          {/* A path reads left to right even inside Arabic text. */}
          <Trans t={t} i18nKey="unbuilt.message" values={{ screen }} components={{ path: <bdi dir="ltr" /> }} />
        </Text>
        <Text c="dimmed">{t('unbuilt.hint')}</Text>
        <Anchor component={Link} to="/">
          {t('common:actions.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
