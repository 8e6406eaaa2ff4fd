import { Anchor, Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import type { TPlan } from '@ito/contracts/agent/plan';
import { addDays } from '../lib/calendar.ts';
import { formatDay, formatNumber } from '../lib/format.ts';
import { taskPath } from '../lib/paths.ts';
import { taskState } from '../lib/task-status.ts';
import classes from './following.module.css';
import { moduleProgress } from '../lib/lesson-progress.ts';
import { TaskStateBadge } from './task-state-badge.tsx';
import { LabelledText } from './labelled-text.tsx';
import { LessonBody } from './lesson-body.tsx';
import { LessonProgressBar } from './lesson-progress.tsx';

type Lesson = TFollowDashboard['curriculum'][number]['lessons'][number];

/** A lesson's text and downloads, folded under its row until the follower opens them. */
function LessonDetails({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('following');
  if (lesson.content.trim() === '' && lesson.attachments.length === 0) return null;
  return (
    <details className={classes.lessonDetails}>
      <summary>
        {t('lesson.open')}
        <VisuallyHidden>
          : <bdi>{lesson.title}</bdi>
        </VisuallyHidden>
      </summary>
      <LessonBody lesson={lesson} />
    </details>
  );
}

/**
 * A catalogue program's modules and lessons: each module with how many of its lessons are done, each lesson with the
 * follower's task for it and, folded, its text and downloads.
 */
export function CourseOutline({ curriculum, today }: { curriculum: TFollowDashboard['curriculum']; today: string }) {
  const { t, i18n } = useTranslation('following');
  return (
    <Stack gap="md">
      {curriculum.map((module, index) => {
        const count = moduleProgress(module);
        const number = formatNumber(index + 1, i18n.language);
        return (
          <Card key={module.id} withBorder radius="md" padding="md" component="section">
            <Stack gap="sm">
              <Title order={3} fz="md">
                {t('course.module', { number })}: <bdi>{module.title}</bdi>
              </Title>
              {count.total > 0 ? (
                <LessonProgressBar
                  count={count}
                  label={t('lesson.moduleProgress', {
                    number,
                    done: formatNumber(count.done, i18n.language),
                    total: formatNumber(count.total, i18n.language),
                  })}
                />
              ) : null}
              <ol className={classes.cardList}>
                {module.lessons.map((lesson) => (
                  <li key={lesson.id} id={`lesson-${lesson.id}`}>
                    <Group gap="xs" wrap="wrap" justify="space-between">
                      <Group gap="xs" wrap="wrap">
                        <Badge variant="outline" color="gray" size="sm">
                          {t(`lessonKind.${lesson.kind}`)}
                        </Badge>
                        {lesson.task ? (
                          <Anchor component={Link} to={taskPath(lesson.task.id)} className={classes.typed}>
                            {lesson.title}
                          </Anchor>
                        ) : (
                          <Text className={classes.typed}>{lesson.title}</Text>
                        )}
                        {lesson.duration_min ? (
                          <Text span size="sm" c="dimmed">
                            {t('minutes', {
                              count: lesson.duration_min,
                              value: formatNumber(lesson.duration_min, i18n.language),
                            })}
                          </Text>
                        ) : null}
                      </Group>
                      {lesson.task ? (
                        <Group gap="xs" wrap="nowrap">
                          <Text span size="sm" c="dimmed">
                            <time dateTime={lesson.task.due_on}>{formatDay(lesson.task.due_on, i18n.language)}</time>
                          </Text>
                          <TaskStateBadge state={taskState(lesson.task, today)} />
                        </Group>
                      ) : null}
                    </Group>
                    <LessonDetails lesson={lesson} />
                  </li>
                ))}
              </ol>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** A personal plan's phases: which weeks (and days), what they focus on and why; the current one marked. */
export function PhasesOutline({ plan, today }: { plan: TPlan; today: string }) {
  const { t, i18n } = useTranslation('following');
  const start = plan.limits.start_date;
  return (
    <Stack gap="md">
      {plan.phases.map((phase) => {
        const from = addDays(start, (phase.week_start - 1) * 7);
        const to = addDays(start, phase.week_end * 7 - 1);
        const isCurrent = from <= today && today <= to;
        return (
          <Card key={phase.id} withBorder radius="md" padding="md" component="section">
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                <Title order={3} fz="md" className={classes.typed}>
                  {phase.title}
                </Title>
                {isCurrent ? (
                  <Badge color="primary" variant="light" size="sm">
                    {t('course.current')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {phase.week_start === phase.week_end
                  ? t('course.week', { number: formatNumber(phase.week_start, i18n.language) })
                  : t('course.weeks', {
                      from: formatNumber(phase.week_start, i18n.language),
                      to: formatNumber(phase.week_end, i18n.language),
                    })}{' '}
                · <time dateTime={from}>{formatDay(from, i18n.language)}</time> –{' '}
                <time dateTime={to}>{formatDay(to, i18n.language)}</time>
              </Text>
              {phase.focus ? <LabelledText label={t('course.focus')}>{phase.focus}</LabelledText> : null}
              <LabelledText label={t('why')} c="dimmed">
                {phase.why}
              </LabelledText>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
