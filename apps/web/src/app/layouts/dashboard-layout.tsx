import { Suspense } from 'react';
import { Anchor, AppShell, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import { useMessageText } from '../../shared/hooks/use-message-text.ts';
import { canUseStudio } from '../../shared/session/creator.ts';
import { useSessionStore } from '../../shared/stores/session-store.ts';
import classes from './layouts.module.css';
import { SidebarNav, type SidebarLink } from './sidebar-nav.tsx';
import { SiteNavbar } from './site-navbar.tsx';

const STUDIO_LINKS: SidebarLink[] = [
  { to: '/creator/programs', label: 'dashboard.links.programs' },
  { to: '/creator/protocols', label: 'dashboard.links.protocols' },
  { to: '/creator/categories', label: 'dashboard.links.categories' },
  { to: '/creator/follow-up', label: 'dashboard.links.followUp' },
  { to: '/creator/live', label: 'dashboard.links.live' },
  { to: '/creator/history', label: 'dashboard.links.history' },
  { to: '/creator/sales', label: 'dashboard.links.sales' },
  { to: '/creator/balances', label: 'dashboard.links.balances' },
  { to: '/creator/discount-codes', label: 'dashboard.links.discountCodes' },
];

/**
 * Creator studio and protocol builder. API calls made under this layout use the dashboard session
 * (see the API client), so a team member can act for a tenant without mixing it with their own session.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const [isSidebarOpen, sidebar] = useDisclosure(false);
  // Until the person is known the page shows (the guard and the server still decide); once known, a non-creator
  // gets the refusal here instead of forms whose every submit the server would refuse.
  const isKnown = useSessionStore((s) => s.user !== null);
  const isCreator = useSessionStore(canUseStudio);

  return (
    <AppShell
      header={{ height: THEME.navbarHeightPx }}
      navbar={{ width: THEME.sidebarWidthPx, breakpoint: 'sm', collapsed: { mobile: !isSidebarOpen } }}
      padding={0}
    >
      <AppShell.Header>
        <SiteNavbar sidebar={{ isOpen: isSidebarOpen, toggle: sidebar.toggle }} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.sidebar}>
        <Group px="md" pt="md">
          <Badge variant="light">{t('dashboard.label')}</Badge>
        </Group>
        <SidebarNav links={STUDIO_LINKS} label={t('dashboard.label')} onNavigate={sidebar.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          {isKnown && !isCreator ? (
            <Suspense fallback={null}>
              <NotACreator />
            </Suspense>
          ) : (
            <Outlet />
          )}
        </div>
      </AppShell.Main>
    </AppShell>
  );
}

/** SPEC section 8's "Access Denied" for the studio, said before anything is typed rather than after. */
function NotACreator() {
  // The studio's namespace, not common: common is in the first download of `/`, and this page is rare.
  const { t } = useTranslation('studio');
  const messageText = useMessageText();
  return (
    <Stack gap="sm" maw={560} role="alert" aria-labelledby="not-a-creator">
      <Title order={1} size="h2" id="not-a-creator">
        {t('notCreator.title')}
      </Title>
      <Text>{messageText('errors.not_a_creator')}</Text>
      <Anchor component={Link} to="/home">
        {t('notCreator.home')}
      </Anchor>
    </Stack>
  );
}
