import { AppShell, Badge, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
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
  { to: '/creator/tenants', label: 'dashboard.links.tenants' },
];

/**
 * Creator studio and protocol builder. API calls made under this layout use the dashboard session
 * (see the API client), so a team member can act for a tenant without mixing it with their own session.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const [isSidebarOpen, sidebar] = useDisclosure(false);

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
          <Outlet />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
