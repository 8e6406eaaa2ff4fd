import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationText } from '../lib/notification-text.ts';
import { notificationUrl, type LiveNotification } from '../lib/live-list.ts';
import { timeAgo } from '../lib/time-ago.ts';
import classes from './notification-bell.module.css';

interface DropdownItemProps {
  notification: LiveNotification;
  /** Following the link (or, without one, pressing the item): mark it read and close the dropdown. */
  onOpen: () => void;
}

/** One line of the dropdown: a link to the thing it is about; unread ones are tinted and say so. */
export function DropdownItem({ notification, onOpen }: DropdownItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const { title, body } = notificationText(notification, t);
  const isUnread = notification.read_at === null;
  const url = notificationUrl(notification);
  const when = timeAgo(notification.created_at, new Date(), i18n.language);
  const content = (
    <>
      <span className={classes.dot} aria-hidden />
      <span className={classes.itemText}>
        {isUnread && <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>}
        <span className={classes.itemTitle}>{title}</span>
        {body && <span className={classes.itemBody}>{body}</span>}
        <time className={classes.itemTime} dateTime={notification.created_at}>
          {when}
        </time>
      </span>
    </>
  );
  const shared = {
    className: classes.item,
    'data-unread': isUnread || undefined,
    'data-testid': 'notification-item',
    onClick: onOpen,
  };
  return (
    <li>
      {url ? (
        <Link to={url} {...shared}>
          {content}
        </Link>
      ) : (
        <button type="button" {...shared} className={`${classes.item} ${classes.itemButton}`}>
          {content}
        </button>
      )}
    </li>
  );
}
