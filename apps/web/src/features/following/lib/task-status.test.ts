import { describe, expect, it } from 'vitest';
import { countTasks, needsInput, streakOf, taskState } from './task-status.ts';

const TODAY = '2026-03-05';
const task = (due_on: string, status: 'pending' | 'done' | 'skipped' | 'expired' = 'pending') => ({ due_on, status });

describe('taskState', () => {
  it('splits pending tasks into overdue, today and upcoming', () => {
    expect(taskState(task('2026-03-04'), TODAY)).toBe('overdue');
    expect(taskState(task(TODAY), TODAY)).toBe('today');
    expect(taskState(task('2026-03-06'), TODAY)).toBe('upcoming');
    expect(taskState(task('2026-03-04', 'done'), TODAY)).toBe('done');
    expect(taskState(task('2026-03-09', 'skipped'), TODAY)).toBe('skipped');
  });

  it('counts each state once', () => {
    const counts = countTasks(
      [task('2026-03-02', 'done'), task('2026-03-03', 'skipped'), task('2026-03-04'), task(TODAY), task('2026-03-07')],
      TODAY,
    );
    expect(counts).toEqual({ total: 5, done: 1, skipped: 1, overdue: 1, today: 1, upcoming: 1 });
  });

  it('asks for input only where the server needs answers or a value', () => {
    expect(needsInput({ kind: 'assessment' })).toBe(true);
    expect(needsInput({ kind: 'kpi' })).toBe(true);
    expect(needsInput({ kind: 'order' })).toBe(true);
    expect(needsInput({ kind: 'activity' })).toBe(false);
  });
});

describe('streakOf', () => {
  it('counts days in a row with every task done, ignoring rest days', () => {
    const tasks = [
      task('2026-02-27', 'skipped'),
      task('2026-03-02', 'done'),
      task('2026-03-02', 'done'),
      // 3 March was a rest day.
      task('2026-03-04', 'done'),
      task('2026-03-10'),
    ];
    expect(streakOf(tasks, TODAY)).toBe(2);
  });

  it('does not break on today’s unfinished tasks, and counts today once done', () => {
    expect(streakOf([task('2026-03-04', 'done'), task(TODAY)], TODAY)).toBe(1);
    expect(streakOf([task('2026-03-04', 'done'), task(TODAY, 'done')], TODAY)).toBe(2);
  });

  it('breaks on a missed or partly done day', () => {
    expect(streakOf([task('2026-03-03', 'done'), task('2026-03-04')], TODAY)).toBe(0);
    expect(streakOf([task('2026-03-04', 'done'), task('2026-03-04', 'skipped')], TODAY)).toBe(0);
    expect(streakOf([], TODAY)).toBe(0);
  });
});
