import { describe, expect, it } from 'vitest';
import { fold } from './fold.ts';
import { screenMessage } from './screen.ts';
import { advisedByClinician } from './signals.ts';

describe("a clinician's guidance to be active (decision 093)", () => {
  it.each([
    'my GP is totally fine with it',
    'the rheumatologist recommends resistance training twice a week',
    'surgeon said prehab will help my recovery',
    'physio okayed running again last week',
    'mi fisio dice que puedo volver a correr suave',
    'la cardióloga quiere que camine 30 minutos al día',
    'meine Orthopädin sagt, Radfahren ist gut für das Knie',
    'der Arzt meint, leichtes Krafttraining sei ok',
    'الدكتور نصحني أمشي كل يوم نص ساعة',
    'الأخصائي سمحلي أرجع للتمارين',
  ])('reads "%s"', (text) => {
    expect(advisedByClinician(fold(text))).toBe(true);
  });

  it.each([
    'the doctor said not to run for three weeks',
    'physio told me to rest it until the swelling is gone',
    'my surgeon said no lifting before the scan',
    'el médico dijo que nada de correr hasta la revisión',
    'der Arzt sagt, kein Sport bis zur Kontrolle',
    'الدكتور قال لا تتمرن لمدة شهر',
    'I want to get fit, my doctor is on holiday',
  ])('never reads "%s"', (text) => {
    expect(advisedByClinician(fold(text))).toBe(false);
  });

  it('lets a named condition with that guidance be planned, and holds one without it', () => {
    const guided = screenMessage(
      'osteoporosis diagnosed last spring, my rheumatologist recommends weight bearing and resistance work. I want a 12 week plan',
      'en',
    );
    expect(guided?.action === 'caution' && guided.category === 'contraindicated').toBe(false);
    const held = screenMessage('hip replacement 3 weeks ago, I want to start running again next week', 'en');
    expect(held?.action).toBe('caution');
    const forbidden = screenMessage(
      'hip replacement 3 weeks ago, my surgeon said not to run before the 12 week check, I want to start anyway',
      'en',
    );
    expect(forbidden?.action).toBe('caution');
  });

  it('reads a weight on a bar as a load and an injury that is over as over, and still stops training through pain', () => {
    for (const text of [
      'trying to pull 405 lbs. I train in my garage with a barbell and plates',
      'want 100 swings unbroken with the 24 kg kettlebell, I do 40 now',
    ]) {
      expect(screenMessage(text, 'en')?.category).not.toBe('eating_disorder');
    }
    const healed = screenMessage(
      'rolled my ankle playing football last year but it is fine now, want to run a half marathon',
      'en',
    );
    expect(healed?.category).not.toBe('through_pain');
    const pain = screenMessage('my knee hurts on every run but I want to keep going for the marathon in 3 weeks', 'en');
    expect(pain?.action).toBe('caution');
  });
});
