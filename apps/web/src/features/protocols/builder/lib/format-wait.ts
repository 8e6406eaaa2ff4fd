import { minutesInDay, minutesInHour } from 'date-fns/constants';
import type { TFunction } from 'i18next';

/** A wait in whole days, hours and minutes (1440 is 1 day; 1500 is 1 day and 1 hour); zero parts are left out. */
export function waitParts(totalMinutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.trunc(totalMinutes));
  const days = Math.floor(whole / minutesInDay);
  const hours = Math.floor((whole % minutesInDay) / minutesInHour);
  return { days, hours, minutes: whole % minutesInHour };
}

/**
 * A wait as people say it ("1 day and 2 hours", "يومان"): each unit's plural form comes from i18next (Arabic has six),
 * the units are joined with the language's own list words (Intl.ListFormat).
 */
export function formatWait(t: TFunction<'builder'>, language: string, totalMinutes: number): string {
  const { days, hours, minutes } = waitParts(totalMinutes);
  const parts: string[] = [];
  if (days > 0) parts.push(t('duration.days', { count: days }));
  if (hours > 0) parts.push(t('duration.hours', { count: hours }));
  if (minutes > 0 || parts.length === 0) parts.push(t('duration.minutes', { count: minutes }));
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(parts);
}
