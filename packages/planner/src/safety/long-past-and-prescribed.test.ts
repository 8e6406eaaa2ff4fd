import { describe, expect, it } from 'vitest';
import { heldFor } from './held-for.ts';

describe('a condition long past and healed is planned around (decision 111)', () => {
  it.each([
    ['en', 'I had a frozen shoulder 2 years ago that is completely resolved now. I want to do 5 push-ups by October.'],
    ['en', 'had a herniated disc four years ago, fully recovered, I want to deadlift 140 kg by the end of the year'],
    ['es', 'Tuve una hernia discal hace 3 años, ya estoy bien. Quiero correr 10 km en primavera.'],
    ['de', 'Vor 4 Jahren hatte ich einen Bandscheibenvorfall, ist komplett ausgeheilt. Ich will 160 kg Kreuzheben.'],
    ['ar', 'كان عندي ديسك من 4 سنين وطاب تماما، بدي أتمرن سكوات 3 مرات بالأسبوع'],
    ['ar', 'عملت عملية تغيير مفصل الورك، والجراح سمحا لي بالمشي، بدي أمشي 45 دقيقة كل صباح'],
    [
      'de',
      'Meine Physio hat mir nach der Reha für die Schulter ein Heimprogramm mit Theraband gegeben, ich brauche eine Routine',
    ],
  ] as const)('%s: "%s"', (language, text) => {
    expect(heldFor(text, language)).not.toBe('contraindicated');
  });

  it.each([
    ['en', 'I had a hip replacement 3 weeks ago and want to start running next week'],
    ['en', 'herniated disc, want to max out my deadlift next month'],
    ['de', 'Bandscheibenvorfall letzten Monat, ich will jetzt schwer Kreuzheben'],
  ] as const)('still holds a recent or current condition: %s "%s"', (language, text) => {
    expect(heldFor(text, language)).toBe('contraindicated');
  });
});

describe('a medicine taken as prescribed beside a change to something else (decision 111)', () => {
  it.each([
    ['en', 'I want to quit smoking next month. My GP prescribed nicotine patches and I use them as directed.'],
    [
      'de',
      'Ich will mit dem Rauchen aufhören. Mein Hausarzt hat mir ein Nikotinspray verschrieben, das nehm ich wie besprochen.',
    ],
    ['es', 'quiero dejar de tomar cerveza entre semana, ahora me tomo 2 o 3 latas cada noche'],
    ['ar', 'أبي أنظم وقتي في الدوام وأوقف شغل الساعة 10 بالليل'],
  ] as const)('%s: "%s"', (language, text) => {
    expect(heldFor(text, language)).not.toBe('medication');
  });

  it.each([
    ['en', 'I want to stop taking my antidepressants and run instead'],
    ['es', 'quiero dejar las pastillas de la tensión y controlarla con deporte'],
    ['de', 'Ich will meine Blutdrucktabletten absetzen und stattdessen Sport machen'],
    ['es', 'a veces me tomo dos pastillas juntas si se me olvida una'],
  ] as const)('still holds a change to the medicine itself: %s "%s"', (language, text) => {
    expect(heldFor(text, language)).toBe('medication');
  });
});
