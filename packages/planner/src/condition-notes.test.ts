import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { CONDITION_NOTES } from './compose-text.ts';
import { parseIntent } from './parse.ts';
import { checkPlan } from './safety/check-plan.ts';
import { intentWith } from './test/intents.ts';

/**
 * Decision 122: a condition gets a coach's note of its own in every session (the reliever inhaler in asthma, the talk
 * test in pregnancy, control in osteoporosis), an injury said in everyday words is read ("Linkes Handgelenk zickt
 * manchmal", "Belastungsasthma", "ركبتي تعبانة"), and things only ever trained or cooked with are read without a word
 * of having ("tiny kitchen, 2 electric burners", "على التريدميل في البيت").
 */
const TODAY = '2026-12-02';
const plan = (intent: Partial<TIntent>): TPlan => {
  const result = composePlan(intentWith(intent), { start_date: '2026-12-07', assumptions: [], recommendations: [] });
  expect(() => ZPlan.parse(result)).not.toThrow();
  return result;
};
const sessions = (p: TPlan) => p.tasks.filter((t) => t.kind === 'activity').map((t) => t.description);

describe('a condition gets its own note in every session', () => {
  it('asthma: the reliever inhaler, in the plan language', () => {
    for (const text of sessions(plan({ injuries: ['asthma'] }))) expect(text).toMatch(/reliever inhaler/);
    for (const text of sessions(plan({ injuries: ['asthma'], language: 'de' }))) expect(text).toMatch(/Inhalator/);
    for (const text of sessions(plan({ injuries: ['asthma'], language: 'ar' }))) expect(text).toMatch(/بخاخ/);
    // Not "keep every movement pain-free", which says nothing about asthma.
    expect(sessions(plan({ injuries: ['asthma'] })).join(' ')).not.toMatch(/pain-free/);
  });

  it('a body part and a condition: each its own note', () => {
    const text = sessions(plan({ injuries: ['knee', 'pregnancy'] }))[0]!;
    expect(text).toMatch(/Mind your knee: keep every movement pain-free/);
    expect(text).toMatch(/pace at which you can still talk/);
    expect(text).not.toMatch(/Mind your knee, pregnancy/);
  });

  it('the condition is still named in the summary', () => {
    expect(plan({ injuries: ['osteoporosis'], language: 'de' }).summary).toMatch(/Osteoporose/);
  });
});

describe('injuries and things in everyday words', () => {
  const read = (text: string, lang: 'en' | 'es' | 'de' | 'ar') => parseIntent(text, TODAY, lang);

  it('reads a complaint said colloquially and conditions by their names', () => {
    expect(read('Handstand in 10 Wochen. Linkes Handgelenk zickt manchmal.', 'de').injuries).toContain('wrist');
    expect(read('my left knee plays up on stairs, want to walk 10k', 'en').injuries).toContain('knee');
    expect(read('Ich hab Belastungsasthma, will 10 km laufen', 'de').injuries).toContain('asthma');
    expect(read('tengo asma y quiero correr 5 km', 'es').injuries).toContain('asthma');
    expect(read('Ich bin 67 und habe Osteoporose', 'de').injuries).toContain('osteoporosis');
    expect(read('عندي هشاشة العظام وبدي أتمرن', 'ar').injuries).toContain('osteoporosis');
  });

  it('reads things only ever trained or cooked with, without a word of having, and never what is lacking', () => {
    expect(read('tiny studio kitchen, 2 electric burners and a microwave, no oven', 'en').equipment).toEqual(
      expect.arrayContaining(['electric burners', 'microwave']),
    );
    expect(read('ما اقدر اركض الا بعد المغرب او على التريدميل في البيت', 'ar').equipment).toContain('التريدميل');
    expect(read('nur 2 Herdplatten, kein Backofen', 'de').equipment).toContain('Herdplatten');
    expect(read('blue inhaler before exercise, GP said running is fine', 'en').equipment).toContain('blue inhaler');
    expect(read('I do not have a treadmill', 'en').equipment).toEqual([]);
    expect(read('ما عندي تريدميل', 'ar').equipment).toEqual([]);
    expect(read('sin microondas ni horno', 'es').equipment).toEqual([]);
  });
});

describe('the notes pass the safety check after planning', () => {
  it('no condition note reads as advice the condition rules out, in any language', () => {
    const said: Record<string, string> = {
      osteoporosis: 'I have osteoporosis',
      pregnancy: 'I am 24 weeks pregnant',
      asthma: 'I have asthma',
      arthritis: 'I have arthritis in my knees',
      'high blood pressure': 'I have high blood pressure',
      'heart condition': 'I have a heart condition',
    };
    for (const language of ['en', 'es', 'de', 'ar'] as const) {
      for (const condition of Object.keys(CONDITION_NOTES[language])) {
        const intent = {
          domain: 'strength',
          goal: 'Get stronger',
          target: null,
          language,
          text: said[condition] ?? '',
        } as const;
        // The safety check reads the condition from the person's words either way; only the note differs.
        const withNote = checkPlan(plan({ ...intent, injuries: [condition] }));
        const without = checkPlan(plan({ ...intent, injuries: [] }));
        expect(withNote.status, `${condition} ${language}`).not.toBe('refused');
        const repairs = (c: typeof withNote) => (c.status === 'refused' ? null : c.repairs.length);
        expect(repairs(withNote), `${condition} ${language}`).toBe(repairs(without));
      }
    }
  });
});

describe('strength at home without a gym', () => {
  const strength = (text: string, extra: Partial<TIntent> = {}) =>
    plan({ domain: 'strength', goal: 'Get stronger', target: null, text, ...extra })
      .tasks.filter((t) => t.kind === 'activity')
      .map((t) => t.description)
      .join('\n');

  it('names no bench press or deadlift for a living room, in any language', () => {
    expect(strength('50 push ups in one set, no gym just my living room')).not.toMatch(/bench press|deadlift/i);
    expect(strength('عايز أوصل ٥٠ ضغط، بتمرن في البيت مفيش جيم خالص', { language: 'ar' })).not.toMatch(/بنش|ديدليفت/);
    expect(strength('Ich trainiere zuhause, kein Fitnessstudio', { language: 'de' })).not.toMatch(
      /Bankdrücken|Kreuzheben/,
    );
    expect(strength('entreno en casa, sin gimnasio', { language: 'es' })).not.toMatch(/press de banca|peso muerto/i);
    expect(strength('no gym, just my living room')).toMatch(/rows under a sturdy table/);
  });

  it('keeps the gym lifts for a gym, or a home with a barbell and a rack', () => {
    expect(strength('I lift at my gym three times a week')).toMatch(/bench press/);
    expect(strength('I train at home in my garage', { equipment: ['barbell', 'rack'] })).toMatch(/bench press/);
  });
});
