import { useState } from 'react';
import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { taskTextIn } from '@ito/contracts/agent/plan-texts';
import { Link, useParams } from 'react-router';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import type { TTaskActionResponse } from '@ito/contracts/following/tasks';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useTaskDetail } from '../api/following-api.ts';
import classes from '../components/following.module.css';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PlanChangesNotice } from '../components/plan-changes-notice.tsx';
import { TaskForm } from '../components/task-form.tsx';
import { TaskOrder } from '../components/task-order.tsx';
import { TaskResult } from '../components/task-result.tsx';
import { TaskStateBadge } from '../components/task-state-badge.tsx';
import { localToday } from '../lib/calendar.ts';
import { formatLongDay, formatNumber } from '../lib/format.ts';
import { isMissing, notFoundError } from '../../../shared/lib/not-found.ts';
import { agentPagePath, dashboardPath, isolate } from '../lib/paths.ts';
import { taskState } from '../lib/task-status.ts';
import { taskDetailIn } from '../lib/task-in-language.ts';
import { LabelledText } from '../components/labelled-text.tsx';
import { TaskSource } from '../components/task-source.tsx';

/**
 * `/my-tasks/task/{id}`: one task in full, and finishing it (answers, a KPI value, notes; for a protocol's order step,
 * paying its order), then what it recorded.
 */
export function Component() {
  const { t, i18n } = useTranslation('following');
  const { id = '' } = useParams();
  const { task, isWaiting, markPaid } = useTaskDetail(id);
  const [changes, setChanges] = useState<TPlanChange[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  usePageTitle(task.data ? taskTextIn(task.data.data, i18n.language).title : t('task.title'));

  if (task.isError && isMissing(task.error)) throw notFoundError();
  if (task.isPending) {
    return (
      <Stack gap="md" maw={760} aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={20} width="40%" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (task.isError) return <LoadError onRetry={() => void task.refetch()} />;

  const language = i18n.language;
  const detail = taskDetailIn(task.data.data, language);

  const onFinished = async (result: TTaskActionResponse['data'], action: 'done' | 'skip') => {
    setChanges(result.changes);
    setProgress(result.progress);
    useUiStore.getState().setFlash({
      type: 'success',
      message: t(action === 'done' ? 'actions.doneFlash' : 'actions.skippedFlash', { title: isolate(detail.title) }),
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to="/my-tasks" size="sm">
        {t('task.back')}
      </Anchor>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <TaskStateBadge state={taskState(detail, localToday())} />
          <Badge variant="outline" color="gray" size="sm">
            {t(`kind.${detail.kind}`)}
          </Badge>
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.typed}>
          {detail.title}
        </Title>
        <Group gap="xs" wrap="wrap" c="dimmed" fz="sm">
          {detail.program || detail.protocol ? (
            <>
              <TaskSource task={detail} />
              <span aria-hidden>·</span>
            </>
          ) : null}
          <time dateTime={detail.due_on}>{formatLongDay(detail.due_on, language)}</time>
          {detail.minutes > 0 ? (
            <>
              <span aria-hidden>·</span>
              <span>{t('minutes', { count: detail.minutes, value: formatNumber(detail.minutes, language) })}</span>
            </>
          ) : null}
        </Group>
      </Stack>

      {detail.description ? (
        <Text className={classes.typed} style={{ whiteSpace: 'pre-line' }}>
          {detail.description}
        </Text>
      ) : null}
      {detail.why ? (
        <LabelledText label={t('why')} c="dimmed">
          {detail.why}
        </LabelledText>
      ) : null}

      {detail.status === 'pending' && detail.order ? (
        <TaskOrder
          key={detail.id}
          task={{ ...detail, order: detail.order }}
          onPaid={markPaid}
          isWaiting={isWaiting}
          onFinished={onFinished}
        />
      ) : detail.status === 'pending' ? (
        <TaskForm key={detail.id} task={detail} onFinished={onFinished} />
      ) : (
        <Stack gap="md">
          {detail.order ? (
            <TaskOrder
              task={{ ...detail, order: detail.order }}
              onPaid={markPaid}
              isWaiting={false}
              onFinished={onFinished}
            />
          ) : null}
          <TaskResult task={detail} />
          {progress !== null ? (
            <Text>
              {t('task.progress', {
                percent: new Intl.NumberFormat(language, { style: 'percent' }).format(progress / 100),
              })}{' '}
              {detail.program ? (
                <Anchor component={Link} to={dashboardPath(detail.program.id)}>
                  {t('task.openProgram')}
                </Anchor>
              ) : null}
            </Text>
          ) : null}
        </Stack>
      )}
      <PlanChangesNotice changes={changes} chatPath={detail.program ? agentPagePath(detail.program.id) : undefined} />
    </Stack>
  );
}
