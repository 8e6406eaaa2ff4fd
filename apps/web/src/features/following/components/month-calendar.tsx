import { useId, useMemo, useState, type CSSProperties } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taskTextIn } from '@ito/contracts/agent/plan-texts';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { Month } from '@mantine/dates';
import { LocalDatesProvider } from '../../../shared/ui/dates-provider.tsx';
import { addMonths, firstDayOfWeek, groupByDay, initialMonth, isoWeekday, monthOf } from '../lib/calendar.ts';
import { formatDayNumber, formatLongDay, formatMonth, formatWeekday } from '../lib/format.ts';
import { taskPath } from '../lib/paths.ts';
import { STATE_COLORS, taskState, type TaskState } from '../lib/task-status.ts';
import classes from './following.module.css';
import { DayAgenda } from './day-agenda.tsx';

/** How many task titles a day cell lists before "+N more". */
const TITLES_PER_DAY = 3;
const LEGEND: TaskState[] = ['done', 'today', 'upcoming', 'overdue', 'skipped'];

const colorVar = (state: TaskState) => `var(--mantine-color-${STATE_COLORS[state]}-6)`;

function Chevron() {
  return (
    <svg className={classes.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden focusable="false">
      <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface MonthCalendarProps {
  tasks: TTaskCard[];
  today: string;
}

/**
 * The program's plan on a month grid (@mantine/dates' `Month`, static: the grid is ours to fill): each task on its
 * day, coloured by its state; a day opens its list below. The week starts where the reader's language starts it.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  return (
    <LocalDatesProvider>
      <PlanMonth {...props} />
    </LocalDatesProvider>
  );
}

function PlanMonth({ tasks, today }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('following');
  const language = i18n.language;
  const headingId = useId();
  const byDay = useMemo(() => groupByDay(tasks), [tasks]);
  const [month, setMonth] = useState(() => initialMonth([...byDay.keys()], today));
  const [selected, setSelected] = useState<string | null>(null);
  // Mantine counts weekdays from Sunday = 0; the ISO weekday 7 is Sunday.
  const firstDay = firstDayOfWeek(language) % 7;
  const monthTitle = formatMonth(month, language);
  // Changing the month closes the open day (`go`), so the selected day is always on the grid.
  const selectedDay = selected;

  const renderDay = (day: string) => {
    const dayTasks = byDay.get(day) ?? [];
    return (
      <>
        <button
          type="button"
          className={classes.dayButton}
          aria-pressed={day === selectedDay}
          aria-current={day === today ? 'date' : undefined}
          aria-label={t('calendar.dayLabel', { day: formatLongDay(day, language), count: dayTasks.length })}
          onClick={() => setSelected(day === selectedDay ? null : day)}
        >
          {formatDayNumber(day, language)}
        </button>
        {dayTasks.length > 0 ? <DayTasks tasks={dayTasks} today={today} /> : null}
      </>
    );
  };

  const go = (next: string) => {
    setMonth(next);
    setSelected(null);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} fz="lg" id={headingId} aria-live="polite">
          {monthTitle}
        </Title>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => go(addMonths(month, -1))}
            aria-label={t('calendar.previous')}
          >
            <Chevron />
          </ActionIcon>
          <Button variant="default" h={44} onClick={() => go(monthOf(today))} disabled={month === monthOf(today)}>
            {t('calendar.today')}
          </Button>
          <ActionIcon
            variant="default"
            size={44}
            onClick={() => go(addMonths(month, 1))}
            aria-label={t('calendar.next')}
          >
            <span className={classes.flip}>
              <Chevron />
            </span>
          </ActionIcon>
        </Group>
      </Group>

      <Month
        static
        fullWidth
        month={`${month}-01`}
        firstDayOfWeek={firstDay as 0 | 1 | 2 | 3 | 4 | 5 | 6}
        // Mantine paints weekend days red: on the tinted task chips that text fails contrast (decision 046), and a
        // plan's weekend is no warning.
        weekendDays={[]}
        weekdayFormat={(day) => formatWeekday(isoWeekday(day), language)}
        renderDay={renderDay}
        getDayProps={(day) => ({
          className:
            [day === today ? classes.today : '', day === selectedDay ? classes.selected : '']
              .filter(Boolean)
              .join(' ') || undefined,
        })}
        className={classes.calendar}
        classNames={{ day: classes.day }}
        aria-labelledby={headingId}
      />

      <Group gap="md" wrap="wrap" aria-label={t('calendar.legend')} role="list">
        {LEGEND.map((state) => (
          <Group key={state} gap={6} wrap="nowrap" role="listitem">
            <span className={classes.swatch} style={{ '--task-color': colorVar(state) } as CSSProperties} />
            <Text size="xs">{t(`state.${state}`)}</Text>
          </Group>
        ))}
      </Group>

      {selectedDay ? <DayAgenda day={selectedDay} tasks={byDay.get(selectedDay) ?? []} today={today} /> : null}
    </Stack>
  );
}

/** A day's tasks: their titles (up to three, then "+N more") on a wide screen, coloured dots on a phone. */
function DayTasks({ tasks, today }: { tasks: TTaskCard[]; today: string }) {
  const { t, i18n } = useTranslation('following');
  return (
    <>
      <ul className={classes.dayTasks}>
        {tasks.slice(0, TITLES_PER_DAY).map((task) => {
          const state = taskState(task, today);
          const { title } = taskTextIn(task, i18n.language);
          return (
            <li key={task.id}>
              <Link
                to={taskPath(task.id)}
                className={`${classes.dayTask} ${classes.typed}`}
                style={{ '--task-color': colorVar(state) } as CSSProperties}
                title={`${title} · ${t(`state.${state}`)}`}
              >
                {title}
                <VisuallyHidden>{` (${t(`state.${state}`)})`}</VisuallyHidden>
              </Link>
            </li>
          );
        })}
        {tasks.length > TITLES_PER_DAY ? (
          <li className={classes.more}>{t('calendar.more', { count: tasks.length - TITLES_PER_DAY })}</li>
        ) : null}
      </ul>
      <span className={classes.dots} aria-hidden>
        {tasks.map((task) => (
          <span
            key={task.id}
            className={classes.dot}
            style={{ '--task-color': colorVar(taskState(task, today)) } as CSSProperties}
          />
        ))}
      </span>
    </>
  );
}
