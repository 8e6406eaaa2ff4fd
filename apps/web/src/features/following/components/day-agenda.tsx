import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taskTextIn } from '@ito/contracts/agent/plan-texts';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { formatLongDay, formatNumber } from '../lib/format.ts';
import { taskPath } from '../lib/paths.ts';
import { taskState } from '../lib/task-status.ts';
import classes from './following.module.css';
import { TaskStateBadge } from './task-state-badge.tsx';

/** The tasks of the day picked on the calendar, in full. */
export function DayAgenda({ day, tasks, today }: { day: string; tasks: TTaskCard[]; today: string }) {
  const { t, i18n } = useTranslation('following');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={formatLongDay(day, i18n.language)}>
      <Stack gap="xs">
        <Title order={4} fz="md">
          {formatLongDay(day, i18n.language)}
        </Title>
        {tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('calendar.restDay')}
          </Text>
        ) : (
          <ul className={classes.cardList}>
            {tasks.map((task) => (
              <li key={task.id}>
                <Group gap="xs" wrap="wrap">
                  <TaskStateBadge state={taskState(task, today)} />
                  <Anchor component={Link} to={taskPath(task.id)} className={classes.typed}>
                    {taskTextIn(task, i18n.language).title}
                  </Anchor>
                  {task.minutes > 0 ? (
                    <Text span size="sm" c="dimmed">
                      {t('minutes', { count: task.minutes, value: formatNumber(task.minutes, i18n.language) })}
                    </Text>
                  ) : null}
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
