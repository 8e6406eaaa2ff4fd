import { describe, expect, it } from 'vitest';
import { injuryIn, injuryWithSide } from './compose-text.ts';
import { GEAR_CASES, type GearCase } from './parse-gear-cases.ts';
import FRESH_CASES from './parse-gear-fresh-cases.json' with { type: 'json' };
import { readGear } from './parse-gear.ts';
import { nextTurn } from './dialogue.ts';
import { parseIntent } from './parse.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-\s]+/gu, ' ')
    .replace(/^ال/u, '')
    .trim();
const same = (a: string, b: string) => fold(a).includes(fold(b)) || fold(b).includes(fold(a));

/** Per case: the things expected and found, the things found that were not said, the injuries expected and found. */
function score(c: GearCase) {
  const parsed = parseIntent(c.text, '2026-11-30', c.lang);
  const found = c.equipment.filter((e) => parsed.equipment.some((g) => same(g, e))).length;
  const extra = parsed.equipment.filter((g) => !c.equipment.some((e) => same(g, e))).length;
  // As the plan names it: in the person's language, with their side and their own term (decision 128).
  const hurt = c.injuries.filter((e) =>
    parsed.injuries.some(
      (label) => same(label, e) || same(injuryIn(label, c.lang), e) || same(injuryWithSide(label, c.lang, c.text), e),
    ),
  ).length;
  return { found, extra, hurt };
}
const totals = (cases: readonly GearCase[]) =>
  cases.reduce(
    (sum, c) => {
      const s = score(c);
      return {
        equipment: sum.equipment + s.found,
        equipmentSaid: sum.equipmentSaid + c.equipment.length,
        extra: sum.extra + s.extra,
        injuries: sum.injuries + s.hurt,
        injuriesSaid: sum.injuriesSaid + c.injuries.length,
      };
    },
    { equipment: 0, equipmentSaid: 0, extra: 0, injuries: 0, injuriesSaid: 0 },
  );

describe('gear and injuries in the person words (decision 102), by a helper who had not read the readers', () => {
  it('finds the development cases at the floors set when the readers were widened', () => {
    const t = totals(GEAR_CASES.filter((c) => !c.held));
    expect(t.equipment / t.equipmentSaid).toBeGreaterThanOrEqual(0.8);
    // 0.55 -> 0.85 with decision 128: the person's own term is named beside the part ("knee (meniscus)").
    expect(t.injuries / t.injuriesSaid).toBeGreaterThanOrEqual(0.85);
    expect(t.extra).toBeLessThanOrEqual(8);
  });

  it('meets the floors on the held-out quarter (read for its score only)', () => {
    const t = totals(GEAR_CASES.filter((c) => c.held));
    expect(t.equipment / t.equipmentSaid).toBeGreaterThanOrEqual(0.6);
    // 6 -> 7 with decision 125: a thing named after a word of having is a thing, known gear or not (found 26 -> 28).
    expect(t.extra).toBeLessThanOrEqual(7);
  });

  // A second set by another helper who read no code (decision 125): 140 messages, a third held out, gear had in
  // every way (rented, borrowed, inherited, given by the physio, at work, in the gym) and things lacked or someone
  // else's. Floors as measured when it joined.
  const fresh = FRESH_CASES as readonly GearCase[];
  it("finds the fresh set's development cases at its floors", () => {
    const t = totals(fresh.filter((c) => !c.held));
    // 96 -> 146 with decision 128: apps and programs known by name, and more words for gear in four languages. The
    // extra is "leetcode", which the helper did not count as a thing used.
    // 146 -> 150 with decision 133 (aids and tools named anywhere, "play on", German participles), extra 9 -> 8.
    expect(t.equipment).toBeGreaterThanOrEqual(150);
    expect(t.extra).toBeLessThanOrEqual(8);
    // 31 -> 38 with decision 128 (the person's own term, carpal tunnel, shins, jaw, trapezius, tinnitus, a stroke).
    expect(t.injuries).toBeGreaterThanOrEqual(38);
  });

  it("meets the fresh set's floors held out (read for its score only)", () => {
    const t = totals(fresh.filter((c) => c.held));
    // 51 -> 61 with decision 128 (apps and programs known by name), no new extra.
    // 61 -> 63 with decision 133.
    expect(t.equipment).toBeGreaterThanOrEqual(63);
    expect(t.extra).toBeLessThanOrEqual(1);
    expect(t.injuries).toBeGreaterThanOrEqual(11);
  });

  it.each([
    ['i have a beastmaker 1000 hangboard above my bedroom door', ['beastmaker 1000 hangboard']],
    ['training on a concept2 rower 5x a week', ['concept2 rower']],
    ['filme mit meiner sony zv-1 und nem softbox-set', ['sony zv-1', 'softbox-set']],
    ['عندي رينج لايت وترايبود صغير', ['رينج لايت', 'ترايبود صغير']],
    ['con mi nikon d3500 quiero aprender fotografia', ['nikon d3500']],
  ])('reads the things in "%s"', (text, items) => {
    expect(readGear(text)).toEqual(items);
  });

  // Decision 133: aids and tools no one names but to use them, the instrument played on, German word order.
  it.each([
    ['Meine Mutter (78) geht mit Rollator', ['rollator']],
    ['I film on a Sony ZV-1 with a ring light', ['sony zv-1', 'ring light']],
    ['ring light and a tripod, that is my setup', ['ring light', 'tripod']],
    ['Parkettschleifer aus dem Baumarkt geliehen', ['parkettschleifer']],
    ['Yogablöcke und eine Matte hab ich', ['yogablocke', 'matte']],
    ['hab mir ein Cello gemietet', ['cello']],
    ['ich spiele auf einem Leihcello', ['leihcello']],
    ['I play an acoustic guitar, weekdays only', ['acoustic guitar']],
  ])('reads the things in "%s" (decision 133)', (text, items) => {
    expect(readGear(text)).toEqual(items);
  });

  it.each([
    ['عايز أتعلم انجليزي عشان عندي انترفيو شغل كمان ٣ شهور في شركة أجنبية', 'ar'],
    ['I sit ~10 hours a day coding. I have a standing desk I use maybe 1h a day', 'en'],
    ['My PT wants me to get a foam roller but I have not bought it yet', 'en'],
    ['i dont have a tripod yet, filming on my phone propped on books', 'en'],
  ] as const)('reads no time, event or thing still to buy as a thing had: "%s"', (text, language) => {
    const equipment = parseIntent(text, '2026-11-30', language).equipment;
    expect(equipment.join(' | ')).not.toMatch(/انترفيو|maybe|1h|foam roller|tripod/u);
  });

  it.each([
    'i dont have a bike yet, thinking about buying a used road bike',
    'i have a bar exam in july and barely any free time',
    'record an album with my band this spring',
    'no tengo pesas ni ningún equipo',
    'want to buy a ring light eventually once sales pick up',
    'I can probably do tuesdays plus a longer one on sunday mornings, maybe 30-40 mins',
  ])('names nothing in "%s"', (text) => {
    expect(parseIntent(text, '2026-11-30').equipment).toEqual([]);
  });

  it.each([
    ['es', 'me duele la rodilla derecha cuando subo escaleras', 'knee'],
    ['de', 'Bandscheibenvorfall vor einem Jahr, jetzt will ich wieder ins Krafttraining', 'herniated disc'],
    ['ar', 'ركبتي الشمال بتوجعني لما بطلع السلم', 'knee'],
    ['es', 'tengo lumbalgia crónica', 'lower back'],
    ['en', 'my right middle finger pulley is tweaked from crimping', 'finger'],
    ['de', 'hab mir beim Bouldern den rechten Ringfinger verletzt', 'finger'],
    ['en', 'my thumb joint aches after an hour of crochet', 'thumb'],
    ['es', 'las manos me duelen bastante al tejer', 'hand'],
    ['en', 'lower back has been wrecked since I lifted a couch wrong', 'lower back'],
  ] as const)('reads the injury in %s "%s"', (language, text, label) => {
    expect(parseIntent(text, '2026-11-30', language).injuries).toContain(label);
  });

  it.each([
    'on the other hand my knee hurts after long runs',
    'I have to hand in my thesis in May, my wrists ache from typing',
  ])('reads no hand in "%s"', (text) => {
    expect(parseIntent(text, '2026-11-30').injuries).not.toContain('hand');
  });
});

describe('the time to the goal, not the time of a life or a trip (decision 102)', () => {
  const weeks = (text: string, language: 'en' | 'es' = 'en') => parseIntent(text, '2026-11-30', language).horizon_weeks;

  it.each([
    ['build an MVP in Flutter, 4 yrs of native android experience, on the play store by end of Q2 (~12 weeks)', 12],
    ["going to Cairo for 3 weeks to meet my girlfriend's family and want some Egyptian Arabic. I leave in 9 weeks", 9],
    ['backend dev for 6 years, want to learn React in 6 weeks', 6],
    ['I have 2 years to save for a house deposit', 104],
  ])('"%s" is %i weeks', (text, expected) => {
    expect(weeks(text)).toBe(expected);
  });

  it.each([
    ["I'm a nurse with 15 years in the ER and want to learn Spanish for patient intake", 'en'],
    ['trabajo de enfermera 15 años, quiero aprender inglés', 'es'],
    ['tengo 2 hijos de 8 y 10 años, quiero que lean 20 libros', 'es'],
  ] as const)('"%s" gives no time', (text, language) => {
    expect(weeks(text, language)).toBeNull();
  });

  it('asks by when first when the person gave a number to reach', () => {
    const turn = nextTurn(null, 'I want to do 20 pull-ups, I can do 4 now', '2026-11-30');
    expect(turn.kind === 'question' && turn.slot).toBe('horizon_weeks');
  });
});
