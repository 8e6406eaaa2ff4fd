import type { ReactNode } from 'react';
import { Anchor, Box, EmptyState, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useIsNewcomer } from '../../../shared/hooks/use-is-newcomer.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { HomeSearch } from '../components/home-search.tsx';
import { SearchIcon } from '../components/search-icons.tsx';

function QuickLinks() {
  const { t } = useTranslation('landing');
  const isExpert = useSessionStore((s) => s.user?.roles.includes('expert') ?? false);
  const links = [
    { to: '/programs', label: t('home.quickLinks.programs') },
    { to: '/creators', label: t('home.quickLinks.creators') },
    { to: '/my-tasks', label: t('home.quickLinks.tasks') },
    { to: '/messages', label: t('home.quickLinks.messages') },
    ...(isExpert ? [{ to: '/creator/programs', label: t('home.quickLinks.studio') }] : []),
    { to: '/settings/devices', label: t('home.quickLinks.devices') },
    { to: '/how-it-works', label: t('home.quickLinks.howItWorks') },
  ];
  return (
    <Stack component="nav" gap="xs" aria-labelledby="home-quick-links">
      <Title order={2} size="h4" id="home-quick-links">
        {t('home.quickLinksHeading')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} display="block" py="xs">
              {link.label}
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * `/home`: the greeting, the home search and quick links. `searchResults` draws a search's answer (the catalogue's:
 * the screen in app/screens/home-screen.tsx puts it in, decision 074).
 */
export function HomePage({ searchResults }: { searchResults: (q: string) => ReactNode }) {
  const { t } = useTranslation('landing');
  usePageTitle(t('home.title'));
  const name = useSessionStore((s) => s.user?.full_name);
  // Decision 037: someone who has just registered is new here, not back.
  const isNew = useIsNewcomer();
  const greeting = isNew
    ? name
      ? t('home.greetingNew', { name })
      : t('home.greetingNewNoName')
    : name
      ? t('home.greeting', { name })
      : t('home.greetingNoName');
  const isFullscreen = useUiStore((s) => s.isFullscreen);
  const [searchParams] = useSearchParams();
  const hasQuery = Boolean(searchParams.get('q'));

  return (
    <Box
      maw={isFullscreen ? 900 : 1100}
      mx="auto"
      w="100%"
      py={isFullscreen ? 'xl' : 0}
      px={isFullscreen ? 'md' : 0}
      mih={isFullscreen ? '100dvh' : undefined}
    >
      <Stack gap="lg">
        {/* Full screen keeps the heading for screen readers; only the search is shown. */}
        <Stack gap={4}>
          {isFullscreen ? (
            <VisuallyHidden>
              <Title order={1}>{greeting}</Title>
            </VisuallyHidden>
          ) : (
            <>
              <Title order={1}>{greeting}</Title>
              <Text c="dimmed">{t('home.lead')}</Text>
            </>
          )}
        </Stack>
        <HomeSearch results={searchResults} />
        {hasQuery ? null : (
          <EmptyState
            icon={<SearchIcon />}
            withIndicatorBackground
            title={t('home.emptyTitle')}
            description={t('home.emptyBody')}
          />
        )}
        {isFullscreen ? null : <QuickLinks />}
      </Stack>
    </Box>
  );
}
