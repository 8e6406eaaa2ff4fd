import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { MonthCalendar } from './month-calendar.tsx';
import { WeekCalendar } from './week-calendar.tsx';

type CalendarView = 'week' | 'month';

/** The plan tab's calendar: this week first (decision 083), the whole month one click away. */
export function PlanCalendar({ tasks, today }: { tasks: TTaskCard[]; today: string }) {
  const { t, i18n } = useTranslation('following');
  const [view, setView] = useState<CalendarView>('week');
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={view}
        onChange={(next) => setView(next === 'month' ? 'month' : 'week')}
        data={[
          { value: 'week', label: t('week.view') },
          { value: 'month', label: t('week.monthView') },
        ]}
        aria-label={t('week.views')}
        style={{ alignSelf: 'flex-start' }}
      />
      {/* Another language may start the week on another day: the week opens again from its start. */}
      {view === 'week' ? (
        <WeekCalendar key={i18n.language} tasks={tasks} today={today} />
      ) : (
        <MonthCalendar tasks={tasks} today={today} />
      )}
    </Stack>
  );
}
