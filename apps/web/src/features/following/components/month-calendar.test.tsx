import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { i18n, i18nReady } from '../../../shared/i18n/i18n.ts';
import { MonthCalendar } from './month-calendar.tsx';

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['following']);
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function task(id: string, due_on: string, title: string): TTaskCard {
  return {
    id,
    follow_id: 'f1',
    program: null,
    protocol: null,
    kind: 'activity',
    title,
    description: '',
    why: '',
    due_on,
    minutes: 10,
    status: 'pending',
    completed_at: null,
  } as TTaskCard;
}

function show(tasks: TTaskCard[], today: string) {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <MonthCalendar tasks={tasks} today={today} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

/** The day numbers of each week row, as the reader sees them. */
function weekRows(): string[][] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) =>
    within(row)
      .getAllByRole('button')
      .map((b) => b.textContent ?? ''),
  );
}

describe('MonthCalendar (@mantine/dates Month)', () => {
  it('lays March 2026 out Sunday to Saturday in English (en counts weeks from Sunday), padded with the neighbours’ days', () => {
    show([task('a', '2026-03-02', 'Walk'), task('b', '2026-03-30', 'Swim')], '2026-03-10');
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeTruthy();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const weeks = weekRows();
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(weeks[4]).toEqual(['29', '30', '31', '1', '2', '3', '4']);
    expect(screen.getByRole('link', { name: /Walk/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, March 10, 2026: 0 tasks' }).getAttribute('aria-current')).toBe(
      'date',
    );
  });

  it('opens a day, and moves to the next month across a year end', () => {
    show([task('a', '2026-12-31', 'Plan the year')], '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Thursday, December 31, 2026: 1 task' }));
    expect(screen.getByRole('button', { name: 'Thursday, December 31, 2026: 1 task', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(weekRows()[0]).toEqual(['27', '28', '29', '30', '31', '1', '2']);
  });

  it('in Arabic writes Arabic names and digits and starts the week where Arabic starts it', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces(['following']);
    show([], '2026-03-10');
    const first = new Intl.Locale('ar') as Intl.Locale & { getWeekInfo?: () => { firstDay: number } };
    const firstDay = first.getWeekInfo?.().firstDay ?? 1;
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const weekday = (n: number) =>
      new Intl.DateTimeFormat('ar', { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, n)));
    expect(headers[0]).toBe(weekday(firstDay));
    expect(weekRows().flat()).toContain(new Intl.NumberFormat('ar').format(15));
  });
});
