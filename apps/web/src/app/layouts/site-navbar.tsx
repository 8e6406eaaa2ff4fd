import { Avatar, Burger, Button, Group, Menu } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TaskBar } from '../../features/following/components/task-bar.tsx';
import { LanguageSwitch } from '../../shared/i18n/language-switch.tsx';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { signOut } from '../../shared/session/sign-in.ts';
import { isGuestPage } from '../guard.ts';
import classes from './layouts.module.css';
import { MemberIndicators } from './member-indicators.tsx';
import { SiteBrand } from './site-brand.tsx';

const NAV_LINKS = [
  { to: '/programs', label: 'nav.programs' },
  { to: '/creators', label: 'nav.creators' },
  { to: '/systems', label: 'nav.systems' },
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
  const userName = useSessionStore((s) => s.user?.full_name ?? '');
  // The picture's stored name (SPEC 7 image URL); contracts' imageUrl would bring zod into the first download.
  const avatar = useSessionStore((s) => s.user?.avatar ?? null);
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
        {isSignedIn ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                maw={180}
                aria-label={t('nav.account')}
                leftSection={
                  <Avatar
                    src={avatar ? `/public/files/thumb/${encodeURIComponent(avatar)}` : null}
                    name={userName}
                    color="initials"
                    size={24}
                    alt=""
                    data-testid="account-avatar"
                  />
                }
              >
                <span className={classes.accountName}>{userName || t('nav.account')}</span>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to="/home">
                {t('nav.home')}
              </Menu.Item>
              <Menu.Item component={Link} to="/my-profile">
                {t('sidebar.myProfile')}
              </Menu.Item>
              <Menu.Item component={Link} to="/settings/devices">
                {t('sidebar.devices')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="danger" onClick={() => void signOut()}>
                {t('nav.signOut')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
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
