import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardQuery } from '../../following/public.ts';

/**
 * What a follower of the program does next: its dashboard, and its next task when there is one (the follow's first
 * task right after following). The dashboard link does not wait for the task: it is known from the program alone.
 */
export function FollowingNextSteps({ programId }: { programId: string }) {
  const { t } = useTranslation('catalogue');
  const dashboard = useQuery(dashboardQuery(programId, 'main'));
  const next = dashboard.data?.data.follow.next_task ?? null;
  return (
    <Alert color="success" variant="light" title={t('detail.following')}>
      <Stack gap="xs">
        <Button component={Link} to={`/follow-program/main/${encodeURIComponent(programId)}`} fullWidth mih={44}>
          {t('detail.openDashboard')}
        </Button>
        {next ? (
          <Button
            component={Link}
            to={`/my-tasks/task/${encodeURIComponent(next.id)}`}
            variant="default"
            fullWidth
            mih={44}
            aria-label={t('detail.nextTaskLabel', { title: next.title })}
          >
            <Text span size="sm" truncate>
              {t('detail.nextTask', { title: next.title })}
            </Text>
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
