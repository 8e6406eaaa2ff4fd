import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const NOW = new Date('2025-03-10T12:00:00.000Z');

describe('timeAgo', () => {
  it('says now under a minute, also for a clock slightly ahead', () => {
    expect(timeAgo('2025-03-10T11:59:30.000Z', NOW, 'en')).toBe('now');
    expect(timeAgo('2025-03-10T12:00:05.000Z', NOW, 'en')).toBe('now');
  });

  it('picks the largest whole unit', () => {
    expect(timeAgo('2025-03-10T11:55:00.000Z', NOW, 'en')).toBe('5 minutes ago');
    expect(timeAgo('2025-03-10T09:00:00.000Z', NOW, 'en')).toBe('3 hours ago');
    expect(timeAgo('2025-03-09T12:00:00.000Z', NOW, 'en')).toBe('yesterday');
    expect(timeAgo('2025-02-24T12:00:00.000Z', NOW, 'en')).toBe('2 weeks ago');
  });

  it('speaks the reader\u2019s language', () => {
    expect(timeAgo('2025-03-10T11:55:00.000Z', NOW, 'ar')).not.toBe('5 minutes ago');
  });

  it('gives nothing for a broken date', () => {
    expect(timeAgo('not a date', NOW, 'en')).toBe('');
  });
});
