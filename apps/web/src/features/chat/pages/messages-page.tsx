import { EmptyState, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { MessagesShell } from '../components/messages-shell.tsx';
import classes from '../components/messages.module.css';

/** `/messages`: the messages sidebar, and a prompt to pick a chat beside it (SPEC section 2). */
export function Component() {
  const { t } = useTranslation('messages');
  usePageTitle(t('page.title'));
  return (
    <MessagesShell>
      <section className={classes.pane} style={{ blockSize: '100%', justifyContent: 'center' }}>
        <VisuallyHidden component="h1">{t('page.title')}</VisuallyHidden>
        <EmptyState title={t('page.pick')} description={t('page.pickLead')} />
      </section>
    </MessagesShell>
  );
}
