import { useId, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TConversation, TProposalSummary } from '@ito/contracts/agent/conversations';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { useAcceptProposal, waitingPlansQuery } from '../api/conversation-api.ts';
import { agentPath, programDashboardPath } from '../../../shared/lib/program-paths.ts';
import { describeFailure } from '../lib/describe-failure.ts';
import { formatDay, formatNumber } from '../lib/plan-view.ts';
import classes from './agent.module.css';
import { FailureText } from './failure-text.tsx';

/** The reader's calendar day, as the server reads "today" from the browser's time zone. */
function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function WaitingPlan({ conversation, proposal }: { conversation: TConversation; proposal: TProposalSummary }) {
  const { t, i18n } = useTranslation('agent');
  const language = i18n.language;
  const titleId = useId();
  const navigate = useNavigate();
  const accept = useAcceptProposal();
  const programId = conversation.program_id;
  // A plan made days ago starts when it is accepted (the server moves its dates then).
  const starts =
    proposal.start_date >= localToday()
      ? t('waiting.starts', { date: formatDay(proposal.start_date, language) })
      : t('waiting.startsOnAccept');

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="light" color="warning" size="sm">
            {t('waiting.badge')}
          </Badge>
        </Group>
        <Title order={3} fz="lg" id={titleId} className={classes.typed}>
          {proposal.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} className={classes.typed}>
          {proposal.summary}
        </Text>
        <Text size="sm">
          {t('waiting.shape', {
            count: proposal.weeks,
            sessions: formatNumber(proposal.sessions_per_week, language),
            minutes: formatNumber(proposal.minutes_per_session, language),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {starts}
        </Text>
        {accept.isError ? <FailureText failure={describeFailure(accept.error)} /> : null}
        <Group gap="sm" mt="auto">
          <Button
            className={classes.touch}
            loading={accept.isPending}
            aria-describedby={titleId}
            onClick={() =>
              accept.mutate(conversation.id, {
                onSuccess: (accepted) => void navigate(programDashboardPath(accepted.data.program_id)),
              })
            }
          >
            {t('plan.accept')}
          </Button>
          {programId ? (
            <Anchor component={Link} to={agentPath(programId)} size="sm" aria-describedby={titleId}>
              {t('waiting.chat')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * My programs' plans waiting to be accepted: what the agent proposed before the person accepted it (a guest who
 * registered first finds their plan here), each with the button that accepts it and the way back to its chat.
 * Nothing at all while it loads or when nothing waits: the programs below have their own loading and empty states.
 */
export function WaitingPlans() {
  const { t } = useTranslation('agent');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const waiting = useQuery(waitingPlansQuery(page));

  if (waiting.isPending) return null;
  if (waiting.isError) return <LoadError onRetry={() => void waiting.refetch()} />;
  const shown = waiting.data.data.flatMap((conversation) =>
    conversation.proposal ? [{ conversation, proposal: conversation.proposal }] : [],
  );
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={headingId}>
            {t('waiting.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('waiting.lead')}
          </Text>
        </Stack>
        <ul className={classes.waitingGrid} data-busy={waiting.isPlaceholderData}>
          {shown.map(({ conversation, proposal }) => (
            <li key={conversation.id}>
              <WaitingPlan conversation={conversation} proposal={proposal} />
            </li>
          ))}
        </ul>
        <Paging meta={waiting.data.meta} onChange={setPage} />
      </Stack>
    </section>
  );
}
