import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { i18n, i18nReady } from '../../../shared/i18n/i18n.ts';
import { WeekCalendar } from './week-calendar.tsx';

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces(['following']);
});

afterEach(() => cleanup());

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
        <WeekCalendar tasks={tasks} today={today} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const dayNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector('[aria-hidden]')?.textContent);

describe('WeekCalendar', () => {
  it('opens on the week that holds today, with today’s tasks marked and no note', () => {
    // Wednesday 4 March 2026; English (en) weeks start on Sunday.
    show([task('a', '2026-03-04', 'Walk'), task('b', '2026-03-20', 'Swim')], '2026-03-04');
    const week = screen.getByRole('list', { name: /^Week of / });
    expect(dayNames(week)).toEqual(['Sun 1', 'Mon 2', 'Tue 3', 'Wed 4', 'Thu 5', 'Fri 6', 'Sat 7']);
    const today = week.querySelector('[aria-current="date"]') as HTMLElement;
    expect(within(today).getByRole('link', { name: /^Walk ?\(Due today\)$/ })).toBeTruthy();
    expect(screen.queryByTestId('week-note')).toBeNull();
    expect(screen.getByRole('button', { name: 'This week' }).hasAttribute('disabled')).toBe(true);
  });

  it('before the program starts, opens on its first week and says when it starts; This week goes back', () => {
    show([task('a', '2026-03-18', 'Walk')], '2026-03-04');
    expect(screen.getByTestId('week-note').textContent).toBe(
      'Your program starts on Wednesday, March 18, 2026: here is its first week.',
    );
    const week = screen.getByRole('list', { name: /^Week of / });
    expect(dayNames(week)[0]).toBe('Sun 15');
    expect(within(week).getByRole('link', { name: /^Walk ?\(Upcoming\)$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(dayNames(screen.getByRole('list', { name: /^Week of / }))[0]).toBe('Sun 1');
    expect(screen.queryByTestId('week-note')).toBeNull();
  });

  it('after the program ends, opens on its last week and says when it ended', () => {
    show([task('a', '2026-02-10', 'Walk')], '2026-03-04');
    expect(screen.getByTestId('week-note').textContent).toBe(
      'Your program ended on Tuesday, February 10, 2026: here is its last week.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(dayNames(screen.getByRole('list', { name: /^Week of / }))[0]).toBe('Sun 15');
  });
});
