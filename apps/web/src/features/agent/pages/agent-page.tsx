import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useSessionStore } from '../../../shared/stores/session-store.ts';
import { AgentChat } from '../components/agent-chat.tsx';
import { HELD_FROM_PARAM } from '../../../shared/navigation.ts';
import { programDashboardPath } from '../../../shared/lib/program-paths.ts';
import { isPlanAccepted } from '../lib/plan-view.ts';
import { useAgentStore } from '../stores/agent-store.ts';

/** `/follow-program/{target}/{id}/agent`: the chat with the agent about one program (SPEC sections 2-4). */
export function Component() {
  const { t } = useTranslation('agent');
  usePageTitle(t('page.title'));
  const { target = 'main', id = '' } = useParams();
  const isTemporary = useSessionStore((s) => s.user?.is_temporary === true);
  // The guard held a temporary user here from another page: the banner says why until dismissed (decision 081).
  const [searchParams, setSearchParams] = useSearchParams();
  const isHeld = isTemporary && searchParams.has(HELD_FROM_PARAM);
  const dismissHeld = () =>
    setSearchParams(
      (params) => {
        params.delete(HELD_FROM_PARAM);
        return params;
      },
      { replace: true },
    );
  const isAccepted = useAgentStore((s) => s.program === id && isPlanAccepted(s.conversation?.status, s.messages.data));

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('page.heading')}
        </Title>
        <Text c="dimmed">{t('page.lead')}</Text>
        {isAccepted && !isTemporary ? (
          <Anchor component={Link} to={programDashboardPath(id, target)} size="sm">
            {t('page.dashboard')}
          </Anchor>
        ) : null}
      </Stack>
      <AgentChat programId={id} onDismissHeld={isHeld ? dismissHeld : undefined} />
    </Stack>
  );
}
