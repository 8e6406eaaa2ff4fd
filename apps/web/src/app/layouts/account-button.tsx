import type { ComponentPropsWithRef } from 'react';
import { Avatar, Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../shared/stores/session-store.ts';
import classes from './layouts.module.css';

/**
 * The signed-in user's button in the navbar: avatar and name. Shown as it is while the account menu's code loads
 * (account-menu.tsx, loaded after the first screen: decision 031), then as that menu's target, so nothing moves.
 */
export function AccountButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const userName = useSessionStore((s) => s.user?.full_name ?? '');
  // The picture's stored name (SPEC 7 image URL); contracts' imageUrl would bring zod into the first download.
  const avatar = useSessionStore((s) => s.user?.avatar ?? null);
  return (
    <Button
      {...props}
      variant="light"
      maw={180}
      leftSection={
        <Avatar
          src={avatar ? `/public/files/thumb/${encodeURIComponent(avatar)}` : null}
          name={userName}
          color="initials"
          size={24}
          alt=""
          aria-hidden
          data-testid="account-avatar"
        />
      }
    >
      {/* The name is the visible text and then, hidden, what the button is for: an aria-label "Account" in place of the
          person's name is what a voice user cannot say (WCAG 2.5.3 label in name, decision 046). */}
      <span className={classes.accountName}>{userName || t('nav.account')}</span>
      {userName ? <VisuallyHidden>{`, ${t('nav.account')}`}</VisuallyHidden> : null}
    </Button>
  );
}
