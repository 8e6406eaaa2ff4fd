import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';
import cases from './month-daily-gear-cases.json' with { type: 'json' };

/**
 * Three readings of a first message (decision 121), on 160 messages in the four languages by a helper who never read
 * the parser, a third held out:
 * - a deadline said as a part of a month ("mid-Jan", "a mediados de mayo", "Anfang Feber", "بنص تشرين الأول", "قبل
 *   شهر ٣"), with the month that starts something or lies behind not a deadline ("Seit Anfang März");
 * - time a day offered to the goal ("una horita diaria") against time a day spent otherwise ("Bildschirmzeit 5 Stunden
 *   pro Tag", "ساعتين كل يوم بالسيارة");
 * - what the person has, in more ways of saying it ("all I've got is", "dispongo de", "zur Verfügung stehen mir", "جبت").
 */
type Case = {
  id: string;
  group: 'horizon' | 'daily_time' | 'gear';
  lang: 'en' | 'es' | 'de' | 'ar';
  text: string;
  split: 'dev' | 'held';
  expected_weeks?: number | null;
  tolerance?: number;
  expected_daily?: boolean;
  expected_items?: string[];
  must_not_items?: string[];
};
const TODAY = '2026-12-02';
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function right(c: Case): boolean {
  const parsed = parseIntent(c.text, TODAY, c.lang);
  if (c.group === 'horizon') {
    const weeks = parsed.horizon_weeks;
    if (c.expected_weeks === null || c.expected_weeks === undefined) return weeks === null;
    return weeks !== null && Math.abs(weeks - c.expected_weeks) <= (c.tolerance ?? 1);
  }
  if (c.group === 'daily_time') return (parsed.sessions_per_week === 7) === c.expected_daily;
  const had = fold(parsed.equipment.join(' | '));
  return (
    (c.expected_items ?? []).every((item) => had.includes(fold(item))) &&
    (c.must_not_items ?? []).every((item) => !had.includes(fold(item)))
  );
}

function passed(group: Case['group'], split: Case['split']) {
  const mine = (cases as Case[]).filter((c) => c.group === group && c.split === split);
  return { right: mine.filter(right).length, total: mine.length };
}

// Before decision 121: horizon 15/40 and 6/20, time a day 16/27 and 5/13, what they have 18/40 and 9/20.
const FLOORS = {
  horizon: { dev: 40, held: 17 },
  daily_time: { dev: 26, held: 10 },
  gear: { dev: 36, held: 11 },
} as const;

describe('a month part, time a day and what the person has, in words no one here wrote', () => {
  for (const group of ['horizon', 'daily_time', 'gear'] as const) {
    for (const split of ['dev', 'held'] as const) {
      it(`${group}, ${split === 'dev' ? 'development' : 'held out'}`, () => {
        const { right: count, total } = passed(group, split);
        console.info(`${group} ${split}: ${count}/${total}`);
        expect(count).toBeGreaterThanOrEqual(FLOORS[group][split]);
      });
    }
  }
});

describe('what each reading keeps apart', () => {
  it('a part of a month is a deadline on its day in the four languages', () => {
    const weeks = (text: string, lang: Case['lang']) => parseIntent(text, TODAY, lang).horizon_weeks;
    // 2026-12-02 to 2027-05-15 is 164 days: 24 weeks, rounded up.
    expect(weeks('CFA Level I in mid May, I have done maybe 60 hours', 'en')).toBe(24);
    expect(weeks('examen a mediados de mayo', 'es')).toBe(24);
    expect(weeks('Prüfung Mitte Mai', 'de')).toBe(24);
    expect(weeks('الامتحان في منتصف مايو', 'ar')).toBe(24);
    // The end of March, and "bis Juni": until June comes.
    expect(weeks('quiero sumar 1500 km de acá a fin de marzo', 'es')).toBe(17);
    expect(weeks('ودي اختم حفظ جزء عم قبل نهاية شهر 3', 'ar')).toBe(17);
    expect(weeks('bis Juni will ich 1500 km radeln', 'de')).toBe(26);
    expect(weeks('bis Ende März 600 km', 'de')).toBe(17);
    // What started then, or a month "is when" something is due.
    expect(weeks('Seit Anfang März mach ich Yoga, jetzt will ich den Kopfstand lernen', 'de')).toBeNull();
    expect(weeks('1500 km im Jahr, Saisonstart im März', 'de')).toBeNull();
    expect(weeks('mid-Jan is when my thesis draft is due', 'en')).toBe(7);
    expect(weeks('in july it gets really hot so I run early', 'en')).toBeNull();
    // A count of times in a month is no month: "within a month, 3 times".
    expect(weeks('خلال شهر ٣ مرات في الاسبوع', 'ar')).toBe(4);
  });

  it('hours at a desk or in a car are no daily session; minutes offered are', () => {
    const sessions = (text: string, lang: Case['lang'] = 'en') => parseIntent(text, TODAY, lang).sessions_per_week;
    expect(sessions('Goal: deadlift 140kg by end of Feb. I sit 10 hours a day.')).toBeNull();
    expect(sessions('I work 12 hours a day and want to run a 10k')).toBeNull();
    expect(sessions('بقضي ساعتين كل يوم بالسيارة رايح جاي عالشغل', 'ar')).toBeNull();
    expect(sessions('want to start meditating, 10 min each morning before work')).toBe(7);
    expect(sessions('Puedo 10-15 minutillos al día', 'es')).toBe(7);
    expect(parseIntent('Puedo 10-15 minutillos al día', TODAY, 'es').minutes_per_session).toBe(15);
  });

  it('what the person has is read after more words of having, and what broke or is wanted is not', () => {
    const had = (text: string, lang: Case['lang'] = 'en') => parseIntent(text, TODAY, lang).equipment.join(' | ');
    expect(had("At home I've only got resistance bands and a step.")).toMatch(/step/i);
    expect(had('Got a Rode NT-USB mic and GarageBand.')).toMatch(/garageband/i);
    expect(had('Ich hab mir Nordic-Walking-Stöcke gekauft.', 'de')).toMatch(/stöcke/i);
    expect(had('عندي حبل مطاطي وكرسي بس', 'ar')).toMatch(/كرسي/);
    expect(had('Eine Staffelei hab ich schon, aber mir fehlen noch Pinsel.', 'de')).toMatch(/staffelei/i);
    expect(had('eine Idee hab ich schon', 'de')).toBe('');
    expect(had('Quiero comprarme un teclado MIDI, por ahora solo tengo la compu', 'es')).not.toMatch(/teclado/i);
  });
});
