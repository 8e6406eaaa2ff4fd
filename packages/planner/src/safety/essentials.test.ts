import { describe, expect, it } from 'vitest';
import { changesMedication, mayChangeMedication } from './concepts.ts';
import { mentionsEating, mentionsEatingOrBody } from './essentials.ts';
import { fold } from './fold.ts';
import { screenMessage } from './screen.ts';
import { KIND_CATCH } from './screen-cases-kinds.ts';

const all = (byLanguage: Record<string, string[]>) => Object.values(byLanguage).flat();

describe('what a risky kind cannot do without (decision 098)', () => {
  it('finds eating or drinking in every fast, and none in goals full of hours and days', () => {
    for (const text of all(KIND_CATCH.fasting)) expect(mentionsEating(fold(text)), text).toBe(true);
    for (const text of [
      'NCLEX in 5 weeks, my Archer average is 61%, I can do 4h per day 5 days a week',
      'I want to finish a 200 page sketchbook by christmas, I am on page 40, mostly ink and gouache from cafes',
      'Examen de oposiciones en 10 semanas, 5 horas al día de lunes a viernes y 8 los sábados',
      'Führerscheinprüfung in 3 Wochen, Fahrstunden dienstags und freitags, 90 Minuten',
      'عندي امتحان الرخصة بعد ٣ أسابيع وعمري ما سقت، أبويا هيعلمني الجمعة والسبت بس',
    ])
      expect(mentionsEating(fold(text)), text).toBe(false);
  });

  it('reads German compounds and never folds an Arabic word into a common one', () => {
    expect(mentionsEating(fold('Nur Knochenbrühe für 5 Tage, dann Beintag'))).toBe(true);
    expect(mentionsEating(fold('Drei Tage Saftkur ab Montag'))).toBe(true);
    // "ماء" (water) folds to "ما", the everyday "not": water is read from other words.
    expect(mentionsEating(fold('ما عندي وقت غير ساعة بالليل'))).toBe(false);
    expect(mentionsEating(fold('ثلاث أيام مية بس'))).toBe(true);
  });

  it("finds the body in every minor's risky goal, and not in a teenager's skill", () => {
    for (const text of all(KIND_CATCH.minor)) expect(mentionsEatingOrBody(fold(text)), text).toBe(true);
    for (const text of [
      'tengo 15 años y quiero aprender a tocar la guitarra eléctrica, 30 min después del instituto',
      'ich bin 16 und will bis zum Sommer Japanisch auf N5-Niveau',
      "I'm 14 and my drawings of hands look fatal lol, want to get better at anatomy sketching",
      'عمري ١٥ سنة وعايز أتعلم رسم الأنمي بعد المدرسة',
    ])
      expect(mentionsEatingOrBody(fold(text)), text).toBe(false);
  });

  it('keeps a medicine taken as prescribed, with a clinician’s go-ahead, apart from a change to it', () => {
    const asPrescribed = [
      'I take levothyroxine every morning as prescribed and want to start lifting 3x a week',
      'tomo losartán cada mañana tal como me lo recetó el médico, quiero caminar 5 días',
      'Ich nehme Bisoprolol wie verordnet und will 3x die Woche radeln',
    ];
    for (const text of asPrescribed) expect(mayChangeMedication(fold(text)), text).toBe(false);
    // A clinician's go-ahead clears only when nothing in the message changes the medicine.
    expect(mayChangeMedication(fold('on an inhaler for asthma, my GP gave me the ok to run'), true)).toBe(false);
    expect(mayChangeMedication(fold('my GP said running is fine so I will skip my inhaler on run days'), true)).toBe(
      true,
    );
    expect(mayChangeMedication(fold('taking my mom’s metformin to lose weight faster'))).toBe(true);
    expect(mayChangeMedication(fold('voy a tomar el lorazepam de mi hermana antes del examen'))).toBe(true);
  });

  it('does not read running without stopping as stopping a medicine', () => {
    expect(changesMedication(fold('asthma, I use my inhaler, want to run 5k without stopping'))).toBe(false);
    expect(changesMedication(fold('want to stop my inhaler and run 5k'))).toBe(true);
  });

  it('does not read a work shift or physiotherapy as a medicine in Arabic', () => {
    expect(screenMessage('بشتغل بالدوام من ٨ لـ ٤ وعايز أنام الساعة ١١ بالظبط', 'ar')).toBeNull();
    expect(mayChangeMedication(fold('عندي ميعاد مع دكتور العلاج الطبيعي وعايز أبطل الجري شوية'))).toBe(false);
    expect(mayChangeMedication(fold('عايز أبطل الدوا بتاع الضغط'))).toBe(true);
  });
});
