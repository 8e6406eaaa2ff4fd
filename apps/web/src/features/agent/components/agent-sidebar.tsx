import { Button, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { THEME } from '@ito/contracts/constants';
import { useAgentStore, useIsAgentSidebarOpen } from '../stores/agent-store.ts';
import { AgentChat } from './agent-chat.tsx';
import classes from './agent.module.css';

/**
 * The agent chat sidebar (SPEC section 2), for the program dashboard: mount it once on the page with the program's
 * id, and an `AgentSidebarToggle` wherever the button belongs. It opens at the inline end; on a phone it takes the
 * whole screen. Whether it is open is the UI store's `activeSidebar` (kept outside the agent, SPEC section 3).
 */
export function AgentSidebar({ programId }: { programId: string }) {
  const { t } = useTranslation('agent');
  const isOpen = useIsAgentSidebarOpen();
  const isPhone = useMediaQuery(`(max-width: ${THEME.breakpoints.xs}px)`);
  return (
    <Drawer
      opened={isOpen}
      onClose={() => useAgentStore.getState().switchSidebar(false)}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={t('sidebar.title')}
      closeButtonProps={{ 'aria-label': t('sidebar.close') }}
    >
      <AgentChat programId={programId} />
    </Drawer>
  );
}

/** Opens and closes the agent chat sidebar. */
export function AgentSidebarToggle() {
  const { t } = useTranslation('agent');
  const isOpen = useIsAgentSidebarOpen();
  return (
    <Button
      variant="light"
      className={classes.touch}
      aria-expanded={isOpen}
      onClick={() => useAgentStore.getState().switchSidebar()}
    >
      {isOpen ? t('sidebar.close') : t('sidebar.open')}
    </Button>
  );
}
