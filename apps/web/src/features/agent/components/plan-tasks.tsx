import { useId, useState } from 'react';
import { Badge, Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlan, TPlanTask } from '@ito/contracts/agent/plan';
import { isolate } from '../../../shared/lib/bidi.ts';
import { firstWeeks, formatDay } from '../lib/plan-view.ts';
import classes from './agent.module.css';

function TaskRow({ task }: { task: TPlanTask }) {
  const { t, i18n } = useTranslation('agent');
  const whyId = useId();
  const [isWhyOpen, setWhyOpen] = useState(false);
  return (
    <li className={classes.taskRow}>
      <Text size="sm" fw={600}>
        <time dateTime={task.date}>{formatDay(task.date, i18n.language)}</time>
      </Text>
      <div>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500} className={classes.text}>
            {task.title}
          </Text>
          {task.kind !== 'activity' ? (
            <Badge size="sm" variant="light" color={task.kind === 'assessment' ? 'accent' : 'success'}>
              {t(`plan.kind.${task.kind}`)}
            </Badge>
          ) : null}
          {task.minutes > 0 ? (
            <Badge size="sm" variant="outline" color="gray">
              {t('plan.minutes', { count: task.minutes })}
            </Badge>
          ) : null}
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={isWhyOpen}
            aria-controls={whyId}
            aria-label={t('plan.whyLabel', { title: isolate(task.title) })}
            onClick={() => setWhyOpen((open) => !open)}
          >
            {t('plan.why')}
          </Button>
        </Group>
        <Collapse expanded={isWhyOpen} id={whyId}>
          <Text size="sm" c="dimmed" pt={4} className={classes.text}>
            {task.why}
          </Text>
        </Collapse>
      </div>
    </li>
  );
}

/** The plan's first two weeks of dated tasks, week by week, each with its minutes and (on demand) its why. */
export function PlanTasks({ plan }: { plan: TPlan }) {
  const { t } = useTranslation('agent');
  const headingId = useId();
  const { weeks, later } = firstWeeks(plan);
  if (weeks.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={4} id={headingId} mb="xs">
        {t('plan.firstWeeks')}
      </Title>
      <Stack gap="sm">
        {weeks.map(({ week, tasks }) => (
          <div key={week}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('plan.week', { week })}
            </Text>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {tasks.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </ul>
          </div>
        ))}
        {later > 0 ? (
          <Text size="sm" c="dimmed">
            {t('plan.later', { count: later })}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
