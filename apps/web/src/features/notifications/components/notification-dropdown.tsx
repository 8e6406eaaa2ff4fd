import { useEffect } from 'react';
import { Button, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationsQuery } from '../api/notifications-api.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { DROPDOWN_SIZE } from '../lib/live-list.ts';
import { useNotificationsStore } from '../stores/notifications-store.ts';
import { DropdownItem } from './dropdown-item.tsx';
import classes from './notification-bell.module.css';

interface NotificationDropdownProps {
  headingId: string;
  onClose: () => void;
}

/**
 * The dropdown's content, mounted while it is open: each opening asks the server for the latest page, and live
 * notifications arriving meanwhile go to the top through the store.
 */
export function NotificationDropdown({ headingId, onClose }: NotificationDropdownProps) {
  const { t } = useTranslation('notifications');
  const latest = useQuery({ ...notificationsQuery(1, false, DROPDOWN_SIZE), staleTime: 0 });
  const { items, unread, isLoaded, dispatch } = useNotificationsStore();
  const { markRead, markAllRead } = useNotificationActions();

  useEffect(() => {
    if (latest.data) dispatch({ type: 'loaded', items: latest.data.data });
  }, [latest.data, dispatch]);

  let body;
  if (!isLoaded && latest.isError) {
    body = (
      <div className={classes.state} role="alert">
        <p>{t('dropdown.loadError')}</p>
        <Button variant="light" className={classes.headerButton} onClick={() => void latest.refetch()}>
          {t('dropdown.retry')}
        </Button>
      </div>
    );
  } else if (!isLoaded) {
    body = (
      <div className={classes.state}>
        <Loader size="sm" aria-label={t('dropdown.loading')} />
      </div>
    );
  } else if (items.length === 0) {
    body = <p className={classes.state}>{t('dropdown.empty')}</p>;
  } else {
    body = (
      <ul className={classes.list} aria-labelledby={headingId}>
        {items.map((notification) => (
          <DropdownItem
            key={notification.id}
            notification={notification}
            onOpen={() => {
              void markRead(notification);
              onClose();
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className={classes.header}>
        <h2 id={headingId} className={classes.heading}>
          {t('dropdown.title')}
        </h2>
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.headerButton}
          disabled={unread === 0}
          onClick={() => void markAllRead()}
        >
          {t('dropdown.markAll')}
        </Button>
      </div>
      {body}
      <Link to="/notifications" className={classes.footer} onClick={onClose}>
        {t('dropdown.seeAll')}
      </Link>
    </>
  );
}
