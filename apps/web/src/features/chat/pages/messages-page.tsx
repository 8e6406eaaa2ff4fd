import { EmptyState, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { MessagesShell } from '../components/messages-shell.tsx';
import classes from '../components/messages.module.css';

/** `/messages`: the messages sidebar, and a prompt to pick a chat beside it (SPEC section 2). */
export function Component() {
  const { t } = useTranslation('messages');
  usePageTitle(t('page.title'));
  // The heading stands outside the shell's panes: on a phone the list is shown alone and the pane beside it is not.
  return (
    <>
      <VisuallyHidden component="h1">{t('page.title')}</VisuallyHidden>
      <MessagesShell>
        <section className={classes.pane} style={{ blockSize: '100%', justifyContent: 'center' }}>
          <EmptyState title={t('page.pick')} description={t('page.pickLead')} />
        </section>
      </MessagesShell>
    </>
  );
}
