import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { listenToChat } from '../lib/chat-live.ts';
import classes from '../../../shared/ui/navbar-icon.module.css';

/**
 * The navbar's messages link with the current user's `unreadMessages` on it. While it is shown it also keeps the
 * count live: chat events move it (chat-live.ts), so it is right on every page without a reload.
 */
export function MessagesBadge() {
  const { t, i18n, ready } = useTranslation('messages', { useSuspense: false });
  const isShown = useSessionStore((s) => s.token !== null && s.user !== null && !s.user.is_temporary);
  const count = useSessionStore((s) => s.user?.unreadMessages ?? 0);

  useEffect(() => (isShown ? listenToChat() : undefined), [isShown]);

  if (!ready || !isShown) return null;
  const value = new Intl.NumberFormat(i18n.language).format(count);
  return (
    <Link
      to="/messages"
      className={classes.icon}
      aria-label={count > 0 ? t('badge.label', { count, value }) : t('badge.plain')}
      data-testid="messages-badge"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
        <path
          d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-4 3v-3H4.5A1.5 1.5 0 0 1 3 12.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 ? (
        <span className={classes.count} data-testid="messages-badge-count">
          {value}
        </span>
      ) : null}
    </Link>
  );
}
