import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';

const TODAY = '2026-03-02';

describe('Arabic duals in the nominative and kilometres run (decision 127)', () => {
  it('reads "ساعتان", "مرتان" and "شهران" as two', () => {
    expect(parseIntent('ساعتان', TODAY, 'ar').minutes_per_session).toBe(120);
    expect(parseIntent('أتدرب مرتان في الأسبوع', TODAY, 'ar').sessions_per_week).toBe(2);
    expect(parseIntent('أريد أن أنهي المشروع خلال شهران', TODAY, 'ar').horizon_weeks).toBe(9);
  });

  it('reads kilometres run as running, and kilos to lose as weight', () => {
    expect(
      parseIntent(
        'ابي اقطع ١٠ كيلو جري تحت الساعة، الحين اخلصها بـ ٦٨ دقيقة. الجو حار فما اقدر اركض الا بعد المغرب او على التريدميل',
        TODAY,
        'ar',
      ).domain,
    ).toBe('running');
    expect(parseIntent('بدي اجري ٥ كيلو بدون ما وقف', TODAY, 'ar').domain).toBe('running');
    expect(parseIntent('عايز انزل ١٠ كيلو قبل الصيف', TODAY, 'ar').domain).toBe('weight');
  });
});

describe('an exercise named as a label gives its unit to bare numbers (decision 127)', () => {
  it.each([
    ['en', 'Push-ups: can do 12, want 40 in a row. No equipment, just my living room', 12, 40, 'push-ups'],
    ['en', 'pull ups: 5 now, want 15', 5, 15, 'pull-ups'],
    ['de', 'Liegestütze: schaffe 12, will 40 am Stück. Kein Equipment, nur Wohnzimmer.', 12, 40, 'push-ups'],
    ['es', 'flexiones: hago 10, quiero 30', 10, 30, 'push-ups'],
  ] as const)('%s "%s"', (language, text, now, wanted, unit) => {
    const { baseline, target } = parseIntent(text, TODAY, language);
    expect([baseline, target]).toEqual([
      { value: now, unit },
      { value: wanted, unit },
    ]);
  });
});
