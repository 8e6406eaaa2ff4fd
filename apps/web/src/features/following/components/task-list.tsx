import { useEffect } from 'react';
import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tasksQuery, type TaskView } from '../api/following-api.ts';
import { useTaskActions } from '../hooks/use-task-actions.ts';
import { localToday } from '../lib/calendar.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Paging } from '../../../shared/ui/paging.tsx';
import { PlanChangesNotice } from './plan-changes-notice.tsx';
import { TaskCard } from './task-card.tsx';
import classes from './following.module.css';

interface TaskListProps {
  view: TaskView;
  page: number;
  onPageChange: (page: number) => void;
  /** Only this follow's tasks (a program's dashboard). */
  followId?: string;
}

/** A page of tasks of one view, with Done / Skip on each pending one; loading and empty states. */
export function TaskList({ view, page, onPageChange, followId }: TaskListProps) {
  const { t } = useTranslation('following');
  const tasks = useQuery(tasksQuery(view, page, followId));
  const actions = useTaskActions();
  const today = localToday();
  const lastPage = tasks.isPlaceholderData ? undefined : tasks.data?.meta.last_page;

  // Finishing the last task of the last page leaves an empty page behind: step back.
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) onPageChange(Math.max(1, lastPage));
  }, [lastPage, page, onPageChange]);

  let content;
  if (tasks.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    );
  } else if (tasks.isError) {
    content = <LoadError onRetry={() => void tasks.refetch()} />;
  } else if (tasks.data.data.length === 0) {
    content = (
      <EmptyState withIndicatorBackground title={t(`empty.${view}.title`)} description={t(`empty.${view}.body`)}>
        {followId ? null : (
          <Button component={Link} to="/follow-program" variant="light">
            {t('empty.programs')}
          </Button>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="md">
        <ul className={classes.cardList} aria-busy={tasks.isPlaceholderData} data-busy={tasks.isPlaceholderData}>
          {tasks.data.data.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} today={today} actions={actions} showProgram={!followId} />
            </li>
          ))}
        </ul>
        <Paging meta={tasks.data.meta} onChange={onPageChange} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PlanChangesNotice changes={actions.changes} onClose={actions.dismissChanges} />
      {content}
    </Stack>
  );
}
