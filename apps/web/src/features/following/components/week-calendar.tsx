import { useId, useMemo, useState, type CSSProperties } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { ChevronStartIcon } from '../../../shared/ui/icons.tsx';
import {
  addDays,
  firstDayOfWeek,
  groupByDay,
  isoWeekday,
  openingWeek,
  weekDays,
  weekStartOf,
} from '../lib/calendar.ts';
import { formatDayNumber, formatLongDay, formatWeekday, formatWeekRange } from '../lib/format.ts';
import { taskPath } from '../lib/paths.ts';
import { STATE_COLORS, taskState, type TaskState } from '../lib/task-status.ts';
import classes from './following.module.css';

const colorVar = (state: TaskState) => `var(--mantine-color-${STATE_COLORS[state]}-6)`;

interface WeekCalendarProps {
  tasks: TTaskCard[];
  today: string;
}

/**
 * The program's plan one week at a time, the view a dashboard opens on (decision 083): the week that holds today, so
 * today's tasks are in view without scrolling past empty weeks; before the program starts its first week, after it
 * ends its last one, with a note that says so. Every task of a day is listed as a chip at least 24 px high (WCAG 2.5.8).
 * Seven columns where there is room, one day under another on a phone; the week starts where the reader's language
 * starts it.
 */
export function WeekCalendar({ tasks, today }: WeekCalendarProps) {
  const { t, i18n } = useTranslation('following');
  const language = i18n.language;
  const headingId = useId();
  const firstDay = firstDayOfWeek(language);
  const byDay = useMemo(() => groupByDay(tasks), [tasks]);
  const opening = useMemo(() => openingWeek([...byDay.keys()], today, firstDay), [byDay, today, firstDay]);
  const [start, setStart] = useState(opening.start);
  const thisWeek = weekStartOf(today, firstDay);
  const days = weekDays(start);
  const isOpeningWeek = start === opening.start;
  const sortedDays = useMemo(() => [...byDay.keys()].sort(), [byDay]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="lg" id={headingId} aria-live="polite">
          {t('week.title', { range: formatWeekRange(start, addDays(start, 6), language) })}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => setStart(addDays(start, -7))}
            aria-label={t('week.previous')}
          >
            <ChevronStartIcon className={classes.chevron} />
          </ActionIcon>
          <Button variant="default" h={44} onClick={() => setStart(thisWeek)} disabled={start === thisWeek}>
            {t('week.thisWeek')}
          </Button>
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => setStart(addDays(start, 7))}
            aria-label={t('week.next')}
          >
            <span className={classes.flip}>
              <ChevronStartIcon className={classes.chevron} />
            </span>
          </ActionIcon>
        </Group>
      </Group>

      {isOpeningWeek && opening.place !== 'today' ? (
        <Text size="sm" className={classes.weekNote} data-testid="week-note">
          {opening.place === 'before'
            ? t('week.beforeStart', { day: formatLongDay(sortedDays[0]!, language) })
            : t('week.afterEnd', { day: formatLongDay(sortedDays.at(-1)!, language) })}
        </Text>
      ) : null}

      <div className={classes.weekFrame}>
        <ol className={classes.week} aria-labelledby={headingId}>
          {days.map((day) => {
            const dayTasks = byDay.get(day) ?? [];
            const isToday = day === today;
            return (
              <li
                key={day}
                className={classes.weekDay}
                data-today={isToday || undefined}
                aria-current={isToday ? 'date' : undefined}
              >
                <div className={classes.weekDayHead}>
                  <span aria-hidden className={classes.weekDayName}>
                    <Text span size="xs" c="dimmed" fw={600}>
                      {formatWeekday(isoWeekday(day), language)}
                    </Text>{' '}
                    <Text span fw={700}>
                      {formatDayNumber(day, language)}
                    </Text>
                  </span>
                  <VisuallyHidden>{formatLongDay(day, language)}</VisuallyHidden>
                  {isToday ? (
                    <Badge size="sm" variant="filled" color="primary">
                      {t('calendar.today')}
                    </Badge>
                  ) : null}
                </div>
                {dayTasks.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('week.nothing')}
                  </Text>
                ) : (
                  <ul className={classes.weekTasks}>
                    {dayTasks.map((task) => {
                      const state = taskState(task, today);
                      return (
                        <li key={task.id}>
                          <Link
                            to={taskPath(task.id)}
                            className={`${classes.chip} ${classes.typed}`}
                            style={{ '--task-color': colorVar(state) } as CSSProperties}
                            title={task.title}
                            data-testid="task-chip"
                          >
                            {task.title}
                            <VisuallyHidden>{` (${t(`state.${state}`)})`}</VisuallyHidden>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </Stack>
  );
}
