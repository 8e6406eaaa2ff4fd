import { describe, expect, it } from 'vitest';
import { injuryWithSide } from './compose-text.ts';

describe('an injury is named with the side the person gave (decision 125)', () => {
  it.each([
    ['knee', 'en', 'my right knee aches on the stairs', 'right knee'],
    ['achilles or calf', 'en', 'old left achilles issue, flares up on hills', 'left achilles'],
    ['shoulder', 'en', 'I have a left frozen shoulder', 'left frozen shoulder'],
    ['knee', 'es', 'la rodilla derecha me molesta en las bajadas', 'rodilla derecha'],
    ['shoulder', 'es', 'me duele el hombro izquierdo al nadar', 'hombro izquierdo'],
    ['knee', 'de', 'mein rechtes Knie zwickt beim Treppensteigen', 'Knie rechts'],
    ['hip', 'de', 'Hüfte links macht manchmal Probleme', 'Hüfte links'],
    ['knee', 'ar', 'ركبتي اليمين بتوجعني شوي', 'الركبة اليمنى'],
    ['shoulder', 'ar', 'الكتف الشمال فيه شد', 'الكتف الأيسر'],
  ] as const)('%s in %s: "%s"', (label, language, text, named) => {
    expect(injuryWithSide(label, language, text)).toBe(named);
  });

  // The person's more precise word is kept beside the part, or in its place when it names the part (decision 128).
  it.each([
    ['knee', 'en', 'tore my right meniscus 2 yrs ago, mostly fine now', 'right knee (meniscus)'],
    ['elbow', 'es', 'tengo epicondilitis en el codo derecho desde hace un mes', 'codo derecho (epicondilitis)'],
    ['knee', 'de', 'Nach meiner Kreuzband-OP am Knie darf ich wieder Rad fahren', 'Knie (Kreuzband)'],
    ['wrist', 'en', 'carpal tunnel in both hands so short sessions are better', 'wrist (carpal tunnel)'],
    ['elbow', 'en', 'tennis elbow on the left since spring', 'left tennis elbow'],
    ['knee', 'ar', 'قطع في الرباط الصليبي في ركبتي اليمين', 'الركبة اليمنى (الرباط الصليبي)'],
  ] as const)('%s in %s keeps the person’s term: "%s"', (label, language, text, named) => {
    expect(injuryWithSide(label, language, text)).toBe(named);
  });

  it.each([
    ['knee', 'en', 'my knee hurts after long runs'],
    ['knee', 'en', 'right after work my knee aches and my left shoulder is fine'],
    ['back', 'en', 'my lower back on the right side'],
    ['knee', 'es', 'me duelen las dos rodillas, la derecha y la izquierda'],
  ] as const)('names no side when none is said of it: %s in %s "%s"', (label, language, text) => {
    expect(injuryWithSide(label, language, text)).not.toMatch(/\b(?:left|right|izquierd|derech)/u);
  });
});
