/**
 * A score, rating or grade to reach on a named scale (decision 130): "get my golf handicap from 18 down to 12", "V5 by
 * the end of summer, currently sending V3s", "1800 on chess.com rapid", "SAT 1500, got 1380 in October", "GPA 3.8",
 * "Abi mit 1,5, aktuell 2,1", "ABRSM grade 5", "HSK 3", "300 Anschläge pro Minute", "ابي اوصل ١٨٠٠ في تشيس دوت كوم".
 * Reads the canonical text (parse-canonical.ts: the span words English, the rest the person's, digits Latin). The
 * number said as where the person is (after "currently", "from", "ahora", "aktuell", "حاليا") is the baseline, the
 * other the target. Letter grades (6b+, B2, a belt) are not read here.
 */
import type { TIntent } from '@ito/contracts/agent/plan';

type Amount = NonNullable<TIntent['target']>;
export type ScaleRead = { target: Amount; baseline: Amount | null };

type Scale = {
  unit: string;
  /** The scale's name in the text; the number is read within a few words of it. */
  name: RegExp;
  /** A number the scale holds (a handicap is under 60, a rating over 100). */
  fits: (value: number) => boolean;
  /** The number written onto the name itself ("V5", "HSK 3", "grade 5", "N3"). */
  attached?: RegExp;
};

const SCALES: readonly Scale[] = [
  {
    unit: 'V-grade',
    name: /(?<![\p{L}\d])v(\d{1,2})s?(?![\p{L}\d])/gu,
    fits: (v) => v <= 17,
    attached: /^v(\d{1,2})$/u,
  },
  {
    unit: 'handicap',
    name: /\b(?:handicap|hcp|hcap)\b|هانديكاب|هنديكاب/gu,
    fits: (v) => v <= 54,
  },
  {
    unit: 'rating',
    name: /\b(?:elo|rating|fide|dwz|chess\.com|lichess|rapid|blitz|bullet|wertungszahl)\b|تشيس دوت كوم|تقييم|ايلو|إيلو/gu,
    fits: (v) => v >= 100 && v <= 3500,
  },
  // "Sat" is also Saturday: the SAT's scores start at 400.
  { unit: 'points', name: /\bsat\b/gu, fits: (v) => v >= 400 && v <= 1600 },
  { unit: 'points', name: /\b(?:lsat|gmat|gre|icfes|saber 11)\b/gu, fits: (v) => v >= 100 && v <= 805 },
  { unit: 'points', name: /\b(?:toefl|ebau|evau|selectividad)\b/gu, fits: (v) => v >= 5 && v <= 120 },
  { unit: 'GPA', name: /\bgpa\b/gu, fits: (v) => v <= 5 },
  {
    unit: 'place',
    name: /\b(?:top|platz|rang|puesto|lugar|place|position|ranked|rank)\b|المركز|مركز/gu,
    fits: (v) => v >= 1 && v <= 500,
  },
  {
    unit: 'grade average',
    name: /\b(?:nota media|promedio|media|notendurchschnitt|durchschnitt|schnitt|abi|abitur|matura|note|notenschnitt|معدل|المعدل)\b|معدلي/gu,
    fits: (v) => v <= 20,
  },
  {
    unit: 'wpm',
    name: /\b(?:wpm|words per minute|words a minute|palabras por minuto|ppm|anschlage pro minute|anschlage|wpm\w*)\b|كلمه في الدقيقه|كلمة في الدقيقة/gu,
    fits: (v) => v >= 10 && v <= 1000,
  },
  {
    unit: 'credit score',
    name: /\b(?:credit score|fico|score del buro|puntaje crediticio|schufa(?:-score)?)\b|سكور ائتماني|التقييم الائتماني/gu,
    fits: (v) => v >= 300 && v <= 900,
  },
  {
    unit: 'grade',
    name: /\b(?:abrsm|trinity|grade|grado|stufe)\s*(\d{1,2})\b/gu,
    fits: (v) => v <= 8,
    attached: /(\d{1,2})$/u,
  },
  { unit: 'HSK level', name: /\bhsk\s*(\d)\b/gu, fits: (v) => v <= 9, attached: /(\d)$/u },
  { unit: 'JLPT level', name: /\b(?:jlpt\s*)?n([1-5])\b/gu, fits: (v) => v <= 5, attached: /([1-5])$/u },
];

/** Where the person is, said before the number. */
const NOW_BEFORE =
  /(?:\b(?:currently|current|now|right now|at the moment|atm|i'?m at|im at|i am at|stuck (?:on|at)|sitting at|sending|climbing|got|scored|averag\w*|was|from|ahora|ahorita|actualmente|estoy en|voy con|tengo|saque|me dio|juego con|de|aktuell|momentan|derzeit|grad|gerade|bin (?:ich )?(?:jetzt |grad |gerade )?(?:bei|auf)|steh\w* (?:ich |wir )?(?:grad |gerade |jetzt )?(?:bei|auf)|hab(?:e)? (?:grad |gerade )?|schaffe|von|حاليا|الحين|دلوقتي|هلق|جبت|عندي|من)\s+(?:about |around |like |maybe |so |um |ca\.? |unos |una? |ein(?:en)? |einem |)?$)/u;
/** Where the person is, said after the number. */
const NOW_AFTER = /^\s*(?:now|currently|at the moment|right now|ahora|aktuell|momentan|حاليا|الحين)\b/u;
/** A number that is not on the scale: a count of weeks, a year, a date, a time of day. */
const NOT_SCALE_AFTER =
  /^\s*(?:weeks?|months?|days?|years?|times?|x\b|hours?|hrs?|min\w*|km|kg|lbs?|am\b|pm\b|%|credits?|creditos|credits|partidas|games?|tournaments?|sessions?|a (?:week|month|day)|per (?:week|month|day)|veces|mal\b|tage?|wochen?|monate?|stunden?|ايام|أيام|ساع)/u;

/** Between where the person is and where they want to be: "->", "→", "to", "a", "auf", "bis", "لـ". */
const PAIR_JOIN = /^\s*(?:[\p{L}-]+\s*)?(?:->|→|=>|>|to|a|auf|bis|hasta|ل|الى|إلى)\s*(?:[\p{L}-]+\s*)?$/u;

/** A year is no score: "by 2027", "bis 2026", "en 2027" (a rating of 2000 is). */
const YEAR = /^(?:19|20)\d\d$/u;
const YEAR_BEFORE =
  /\b(?:in|by|en|bis|im|until|till|before|since|seit|desde|hasta|para|of|del|ende|end of|fin de)\s+$/u;

const NUMBER = /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)(?![\d])/gu;

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

export function readScale(slots: string): ScaleRead | null {
  for (const scale of SCALES) {
    const names = [...slots.matchAll(scale.name)];
    if (names.length === 0) continue;
    const values: { value: number; isNow: boolean; index: number }[] = [];
    for (const name of names) {
      const attached = name[1];
      if (attached !== undefined) {
        const value = toNumber(attached);
        if (scale.fits(value)) {
          const before = slots.slice(Math.max(0, name.index - 30), name.index);
          const after = slots.slice(name.index + name[0].length, name.index + name[0].length + 20);
          values.push({ value, isNow: NOW_BEFORE.test(before) || NOW_AFTER.test(after), index: name.index });
        }
        continue;
      }
      // Numbers within 40 characters before the name and 55 after it, in the same sentence.
      const from = Math.max(0, name.index - 40);
      const to = Math.min(slots.length, name.index + name[0].length + 55);
      const window = slots.slice(from, to);
      for (const match of window.matchAll(NUMBER)) {
        const at = from + match.index;
        // A number inside the name ("Saber 11") or in brackets beside a person ("my son (16)") is not a score.
        if (at >= name.index && at < name.index + name[0].length) continue;
        if (slots[at - 1] === '(' && slots[at + match[0].length] === ')') continue;
        const between = at < name.index ? slots.slice(at, name.index) : slots.slice(name.index, at);
        const value = toNumber(match[1]!);
        const after = slots.slice(at + match[0].length, at + match[0].length + 16);
        const before = slots.slice(Math.max(0, at - 30), at);
        if (!scale.fits(value) || NOT_SCALE_AFTER.test(after) || (YEAR.test(match[1]!) && YEAR_BEFORE.test(before))) {
          continue;
        }
        // "From" said before the scale's name is said of the number after it: "von Hcp 36 auf 25".
        const nameFirst = at > name.index && /^\s*$/u.test(slots.slice(name.index + name[0].length, at));
        const beforeName = slots.slice(Math.max(0, name.index - 12), name.index);
        const isNow =
          NOW_BEFORE.test(before) ||
          NOW_AFTER.test(after) ||
          (nameFirst && /\b(?:from|von|de|desde)\s+$/u.test(beforeName));
        // A number in the next sentence counts only as where the person is ("Last semester was 3.2").
        if (/[.!?;]/u.test(between) && !(at > name.index && isNow)) continue;
        values.push({ value, isNow, index: at });
      }
    }
    const unique = values
      .sort((a, b) => a.index - b.index)
      .filter((v, i, all) => all.findIndex((o) => o.index === v.index) === i);
    // "45 wpm -> 90 wpm", "1150 → 1400", "18 to 12": the first of two joined by an arrow or "to" is where they are.
    for (let i = 0; i + 1 < unique.length; i++) {
      const between = slots.slice(unique[i]!.index, unique[i + 1]!.index).replace(/^[\d.,]+/u, '');
      if (!unique.some((v) => v.isNow) && PAIR_JOIN.test(between)) unique[i]!.isNow = true;
    }
    const target = unique.find((v) => !v.isNow);
    if (!target) continue;
    const now = unique.find((v) => v.isNow && v.value !== target.value);
    return {
      target: { value: target.value, unit: scale.unit },
      baseline: now ? { value: now.value, unit: scale.unit } : null,
    };
  }
  return null;
}
