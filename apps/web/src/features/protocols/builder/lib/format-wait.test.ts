import { describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../../shared/i18n/i18n.ts';
import { formatWait, waitParts } from './format-wait.ts';

async function textsOf(language: string) {
  await i18nReady;
  await i18n.loadLanguages(language);
  await i18n.loadNamespaces('builder');
  return i18n.getFixedT(language, 'builder');
}

describe('waitParts', () => {
  it('splits minutes into days, hours and minutes', () => {
    expect(waitParts(1440)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(waitParts(1500)).toEqual({ days: 1, hours: 1, minutes: 0 });
    expect(waitParts(2 * 1440 + 125)).toEqual({ days: 2, hours: 2, minutes: 5 });
    expect(waitParts(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
  });
});

describe('formatWait', () => {
  it('says a day as a day in English, with plurals and list words', async () => {
    const t = await textsOf('en');
    expect(formatWait(t, 'en', 1440)).toBe('1 day');
    expect(formatWait(t, 'en', 2880)).toBe('2 days');
    expect(formatWait(t, 'en', 1441)).toBe('1 day and 1 minute');
    expect(formatWait(t, 'en', 1440 + 120 + 30)).toBe('1 day, 2 hours, and 30 minutes');
    expect(formatWait(t, 'en', 1)).toBe('1 minute');
    expect(t('canvas.waitFor', { duration: formatWait(t, 'en', 1440) })).toBe('Waits 1 day');
  });

  it('uses the Arabic plural forms', async () => {
    const t = await textsOf('ar');
    expect(formatWait(t, 'ar', 1440)).toBe('يوم واحد');
    expect(formatWait(t, 'ar', 2880)).toBe('يومان');
    expect(formatWait(t, 'ar', 3 * 1440)).toBe('3 أيام');
    expect(formatWait(t, 'ar', 11 * 1440)).toBe('11 يومًا');
    expect(formatWait(t, 'ar', 120)).toBe('ساعتان');
    expect(t('canvas.waitFor', { duration: formatWait(t, 'ar', 1440) })).toBe('ينتظر يوم واحد');
  });
});
