import { lazy, Suspense } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import { canUseStudio } from '../../shared/session/creator.ts';
import { useSessionStore } from '../../shared/stores/session-store.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import classes from './layouts.module.css';
import type { SidebarLink } from './sidebar-nav.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteNavbar } from './site-navbar.tsx';

/** Signed-in users only: its scroll area and links are not in a guest's first download (decision 031). */
const SidebarNav = lazy(() => import('./sidebar-nav.tsx').then((m) => ({ default: m.SidebarNav })));

/** Navbar, footer and, for signed-in users, the sidebar; fullscreen mode (home search) hides the chrome. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const [isSidebarOpen, sidebar] = useDisclosure(false);
  const isFullscreen = useUiStore((s) => s.isFullscreen);
  const user = useSessionStore((s) => (s.token ? s.user : null));
  const hasSidebar = user !== null && !user.is_temporary;
  const isCreator = useSessionStore(canUseStudio);

  const links: SidebarLink[] = [
    { to: '/home', label: 'sidebar.home' },
    { to: '/my-tasks', label: 'sidebar.myTasks', badge: user?.assignedTasks },
    { to: '/follow-program', label: 'sidebar.followPrograms' },
    { to: '/messages', label: 'sidebar.messages', badge: user?.unreadMessages },
    { to: '/notifications', label: 'sidebar.notifications', badge: user?.unreadNotifications },
    { to: '/bookmarks', label: 'sidebar.bookmarks' },
    { to: '/my-profile', label: 'sidebar.myProfile' },
    { to: '/settings/payments', label: 'sidebar.payments' },
    { to: '/settings/devices', label: 'sidebar.devices' },
    // The studio's pages are refused to everyone else: only creators are offered them.
    ...(isCreator ? [{ to: '/creator/programs', label: 'sidebar.creatorStudio' }] : []),
  ];

  return (
    <AppShell
      header={{ height: THEME.navbarHeightPx }}
      navbar={
        hasSidebar
          ? { width: THEME.sidebarWidthPx, breakpoint: 'sm', collapsed: { mobile: !isSidebarOpen } }
          : undefined
      }
      disabled={isFullscreen}
      padding={0}
    >
      <AppShell.Header>
        <SiteNavbar sidebar={hasSidebar ? { isOpen: isSidebarOpen, toggle: sidebar.toggle } : undefined} />
      </AppShell.Header>
      {hasSidebar && (
        <AppShell.Navbar className={classes.sidebar}>
          <Suspense fallback={null}>
            <SidebarNav links={links} label={t('sidebar.label')} onNavigate={sidebar.close} />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
        {!isFullscreen && <SiteFooter />}
      </AppShell.Main>
    </AppShell>
  );
}
