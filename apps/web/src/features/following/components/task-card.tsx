import { useId } from 'react';
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taskTextIn } from '@ito/contracts/agent/plan-texts';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { formatDay, formatNumber } from '../lib/format.ts';
import { lessonPath, taskPath } from '../lib/paths.ts';
import { isOpen, needsInput, taskState } from '../lib/task-status.ts';
import type { TaskActions } from '../hooks/use-task-actions.ts';
import { ArticleCard } from './article-card.tsx';
import classes from './following.module.css';
import { TaskStateBadge } from './task-state-badge.tsx';
import { LabelledText } from './labelled-text.tsx';
import { TaskSource } from './task-source.tsx';

interface TaskCardProps {
  task: TTaskCard;
  today: string;
  actions: TaskActions;
  /** Off inside a program's own dashboard, where the program goes without saying. */
  showProgram?: boolean;
}

/** One task: what, for which program, when, how long and why; Done and Skip while it is pending. */
export function TaskCard({ task, today, actions, showProgram = true }: TaskCardProps) {
  const { t, i18n } = useTranslation('following');
  const titleId = useId();
  const isBusy = actions.busy?.id === task.id;
  const text = taskTextIn(task, i18n.language);
  const doneLabel = needsInput(task)
    ? t(`actions.open.${task.kind === 'kpi' || task.kind === 'order' ? task.kind : 'assessment'}`)
    : t('actions.done');

  return (
    <ArticleCard titleId={titleId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <TaskStateBadge state={taskState(task, today)} />
          <Badge variant="outline" color="gray" size="sm">
            {t(`kind.${task.kind}`)}
          </Badge>
        </Group>
        <Title order={3} fz="md" id={titleId} className={classes.typed}>
          <Anchor component={Link} to={taskPath(task.id)} inherit>
            {text.title}
          </Anchor>
        </Title>
        <Group gap="xs" wrap="wrap" c="dimmed" fz="sm">
          {showProgram && (task.program || task.protocol) ? (
            <>
              <TaskSource task={task} />
              <span aria-hidden>·</span>
            </>
          ) : null}
          <time dateTime={task.due_on}>{formatDay(task.due_on, i18n.language)}</time>
          {task.minutes > 0 ? (
            <>
              <span aria-hidden>·</span>
              <span>{t('minutes', { count: task.minutes, value: formatNumber(task.minutes, i18n.language) })}</span>
            </>
          ) : null}
        </Group>
        {text.why ? <LabelledText label={t('why')}>{text.why}</LabelledText> : null}
        {task.lesson ? (
          <Anchor component={Link} to={lessonPath(task.lesson.program_id, task.lesson.lesson_id)} size="sm">
            {t('openLesson')}
          </Anchor>
        ) : null}
        {isOpen(task) ? (
          <Group gap="xs" mt={4}>
            <Button
              size="sm"
              className={classes.touch}
              loading={isBusy && actions.busy?.action === 'done'}
              disabled={isBusy}
              onClick={() => void actions.complete(task)}
            >
              {doneLabel}
            </Button>
            <Button
              size="sm"
              variant="subtle"
              color="gray"
              className={classes.touch}
              loading={isBusy && actions.busy?.action === 'skip'}
              disabled={isBusy}
              onClick={() => void actions.skip(task)}
            >
              {t('actions.skip')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </ArticleCard>
  );
}
