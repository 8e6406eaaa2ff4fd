import { useId, useState } from 'react';
import { Popover, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { useLiveNotifications } from '../hooks/use-live-notifications.ts';
import { useNotificationsStore } from '../stores/notifications-store.ts';
import { BellIcon } from './bell-icon.tsx';
import { NotificationDropdown } from './notification-dropdown.tsx';
import iconClasses from '../../../shared/ui/navbar-icon.module.css';
import classes from './notification-bell.module.css';

/** Above this the badge says "99+": the exact number is in the label and on /notifications. */
const BADGE_MAX = 99;

/**
 * The navbar bell: the unread count (the current user's `unreadNotifications`, kept live) and a 300 px dropdown of
 * the latest notifications. Verified members only. The dropdown is a dialog: focus moves
 * into it, stays there until it closes (Escape, a click outside, following a link) and then returns to the bell.
 * It does not suspend the navbar for its texts: until they are in, the bell simply is not shown.
 */
export function NotificationBell() {
  const { t, i18n, ready } = useTranslation('notifications', { useSuspense: false });
  // Temporary users are held on the agent page and unverified ones on the verification pages: no bell for them.
  const isMember = useSessionStore((s) =>
    Boolean(s.token && s.user && !s.user.is_temporary && s.user.email_verified_at),
  );
  const unread = useNotificationsStore((s) => s.unread);
  const [isOpen, setOpen] = useState(false);
  const headingId = useId();
  useLiveNotifications(isMember);
  if (!ready || !isMember) return null;

  const format = new Intl.NumberFormat(i18n.language);
  const value = format.format(unread);
  const badge = unread > BADGE_MAX ? t('bell.overflow', { value: format.format(BADGE_MAX) }) : value;
  const label = t('bell.label', { count: unread, value });

  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      width={THEME.notificationDropdownPx}
      position="bottom-end"
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <button
          type="button"
          className={iconClasses.icon}
          aria-label={label}
          onClick={() => setOpen((open) => !open)}
          data-testid="notification-bell"
        >
          <BellIcon />
          {unread > 0 && (
            <span className={iconClasses.count} aria-hidden data-testid="notification-count">
              {badge}
            </span>
          )}
        </button>
      </Popover.Target>
      {/* Says the new count when it changes (a live notification, a read); silent on first paint. */}
      <VisuallyHidden aria-live="polite">{label}</VisuallyHidden>
      <Popover.Dropdown className={classes.dropdown} aria-labelledby={headingId}>
        {isOpen && <NotificationDropdown headingId={headingId} onClose={() => setOpen(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
