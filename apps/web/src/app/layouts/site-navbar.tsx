import { lazy, Suspense } from 'react';
import { Burger, Button, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TaskBar } from '../../features/following/public.ts';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { useSessionStore } from '../../shared/stores/session-store.ts';
import { isGuestPage } from '../guard.ts';
import { AccountButton } from './account-button.tsx';
import classes from './layouts.module.css';
import { MemberIndicators } from './member-indicators.tsx';
import { SiteBrand } from './site-brand.tsx';

/** Menus and popovers are not in a guest's first download (decision 031); the button shows while they load. */
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));
/** Stores a member's language switch as their locale; lazy for the same reason (it carries the profile contract). */
const LocaleSaver = lazy(() => import('./locale-saver.tsx').then((m) => ({ default: m.LocaleSaver })));

const NAV_LINKS = [
  { to: '/programs', label: 'nav.programs' },
  { to: '/creators', label: 'nav.creators' },
  { to: '/how-it-works', label: 'nav.howItWorks' },
] as const;

interface SiteNavbarProps {
  /** When the layout has a sidebar: the burger that opens it on small screens. */
  sidebar?: { isOpen: boolean; toggle: () => void };
}

/** The 64 px top bar: brand, main links, language, and sign-in or the account menu. */
export function SiteNavbar({ sidebar }: SiteNavbarProps) {
  const { t } = useTranslation();
  const isSignedIn = useSessionStore((s) => s.token !== null);
  // A guest just switches; a member's switch is also saved (mails and notifications follow it).
  const isMember = useSessionStore((s) => s.user !== null && !s.user.is_temporary);
  // Guests only see links they may open (SPEC 6); the rest would bounce them to the sign-in page.
  const links = NAV_LINKS.filter((link) => isSignedIn || isGuestPage(link.to));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.navbar}>
      <Group gap="sm" wrap="nowrap">
        {sidebar && (
          <Burger
            opened={sidebar.isOpen}
            onClick={sidebar.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={sidebar.isOpen ? t('actions.closeMenu') : t('actions.openMenu')}
          />
        )}
        <SiteBrand />
      </Group>
      <nav aria-label={t('nav.main')} className={classes.mainLinks}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.navLink}>
            {t(link.label)}
          </NavLink>
        ))}
      </nav>
      <Group gap="xs" wrap="nowrap">
        {/* The progress-task bar: tasks due today or earlier, for signed-in users; hidden when there are none. */}
        <TaskBar />
        {/* Messages with the unread count (`unreadMessages`) and the notifications bell with its 300 px dropdown. */}
        <MemberIndicators />
        <LanguageSwitch />
        {isSignedIn && isMember && (
          <Suspense fallback={null}>
            <LocaleSaver />
          </Suspense>
        )}
        {isSignedIn ? (
          // Until the menu is in, the same button, marked unavailable (it would open nothing yet).
          <Suspense fallback={<AccountButton aria-disabled />}>
            <AccountMenu />
          </Suspense>
        ) : (
          <>
            <Button component={Link} to="/login" variant="subtle">
              {t('nav.signIn')}
            </Button>
            <Button component={Link} to="/register" visibleFrom="xs">
              {t('nav.signUp')}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
