import type { TPlanDomain, TPlanLanguage } from '@ito/contracts/agent/plan';
import type { QuickReply, SlotName } from '../api.ts';
import {
  AREA_LABELS,
  ASSUMPTIONS,
  CLARIFY,
  GUIDED,
  DEFAULT_GOALS,
  OUT_OF_SCOPE,
  START_WITH_ONE,
  QUESTIONS,
  QUICK_REPLIES,
} from '../dialogue-text.ts';
import { arabicWeeks } from '../compose-text.ts';
import { AR } from './ar.ts';
import { DE } from './de.ts';
import { ES } from './es.ts';
import type { DialogueTexts } from './types.ts';

const { domain: _areas, ...EN_REPLIES } = QUICK_REPLIES;

const EN: DialogueTexts = {
  questions: QUESTIONS,
  quickReplies: EN_REPLIES,
  assumptions: ASSUMPTIONS,
  areas: AREA_LABELS,
  defaultGoals: DEFAULT_GOALS,
  clarify: CLARIFY,
  guided: GUIDED,
  or: 'or',
  outOfScope: OUT_OF_SCOPE,
  startWithOne: START_WITH_ONE,
  proposal: {
    intro: (title) => `Here is your plan: ${title}.`,
    next: 'Accept it to start, or tell me what to change.',
  },
};

const TEXTS: Record<TPlanLanguage, DialogueTexts> = { en: EN, ar: AR, es: ES, de: DE };

/** What the dialogue says, in the conversation's language (decision 034). */
export function dialogueTexts(language: TPlanLanguage): DialogueTexts {
  return TEXTS[language];
}

export function areaLabel(domain: string, language: TPlanLanguage): string {
  return TEXTS[language].areas[domain] ?? AREA_LABELS[domain] ?? domain;
}

export function defaultGoal(domain: TPlanDomain, language: TPlanLanguage): string {
  return TEXTS[language].defaultGoals[domain] ?? DEFAULT_GOALS[domain];
}

/** "Running, Strength or Weight" in the language. */
export function listAreas(domains: readonly string[], language: TPlanLanguage): string {
  const labels = domains.map((d) => areaLabel(d, language));
  if (labels.length <= 1) return labels.join('');
  const separator = language === 'ar' ? '، ' : ', ';
  return `${labels.slice(0, -1).join(separator)} ${TEXTS[language].or} ${labels.at(-1)}`;
}

/** The generic areas offered when nothing points anywhere (the English domain question's list). */
const GENERAL_AREAS = ['running', 'strength', 'weight', 'sleep', 'stress', 'learning', 'career', 'finance'];

/** Area quick replies: the label is the value, read back by `readAreaReply`. */
export function areaReplies(domains: readonly string[] | null, language: TPlanLanguage): QuickReply[] {
  return (domains ?? GENERAL_AREAS).map((domain) => {
    const label = areaLabel(domain, language);
    return { label, value: label };
  });
}

/**
 * The quick replies to a question. How long, how often and for how many weeks are offered around what the person's
 * area usually takes (decision 106): a meditation habit is asked "5, 10, 15 or 20 minutes?", a marathon "30 to 90",
 * a year of saving "12, 26 or 52 weeks?"; the other questions' replies are fixed.
 */
export function quickReplies(slot: SlotName, language: TPlanLanguage, usual?: number): QuickReply[] {
  if (slot === 'domain') return areaReplies(null, language);
  const ladder = NUMBER_LADDERS[slot as NumberSlot];
  if (!ladder || usual === undefined) return TEXTS[language].quickReplies[slot];
  return around(ladder.steps, usual, ladder.count).map((n) => numberReply(slot as NumberSlot, n, language));
}

type NumberSlot = 'horizon_weeks' | 'sessions_per_week' | 'minutes_per_session';
const NUMBER_LADDERS: Record<NumberSlot, { steps: readonly number[]; count: number }> = {
  horizon_weeks: { steps: [2, 4, 6, 8, 12, 16, 26, 52], count: 3 },
  sessions_per_week: { steps: [1, 2, 3, 4, 5, 6, 7], count: 4 },
  minutes_per_session: { steps: [5, 10, 15, 20, 30, 45, 60, 90, 120], count: 4 },
};

/** `count` steps of the ladder around `usual`: the nearest step second, so there is one below it where there can be. */
function around(steps: readonly number[], usual: number, count: number): number[] {
  const nearest = steps.reduce(
    (best, step, i) => (Math.abs(step - usual) < Math.abs(steps[best]! - usual) ? i : best),
    0,
  );
  const start = Math.max(0, Math.min(nearest - 1, steps.length - count));
  return steps.slice(start, start + count);
}

const AR_TIMES = (n: number) =>
  n === 1 ? 'مرة في الأسبوع' : n === 2 ? 'مرتين في الأسبوع' : `${n} ${n <= 10 ? 'مرات' : 'مرة'} في الأسبوع`;
const AR_MINUTES = (n: number) => `${n} ${n >= 3 && n <= 10 ? 'دقائق' : 'دقيقة'}`;

/** A number reply in a language: what the button says and the phrase the parser reads when it is tapped. */
export function numberReply(slot: NumberSlot, n: number, language: TPlanLanguage): QuickReply {
  const replies: Record<TPlanLanguage, Record<NumberSlot, QuickReply>> = {
    en: {
      horizon_weeks: { label: `${n} weeks`, value: `in ${n} weeks` },
      sessions_per_week: { label: String(n), value: n === 1 ? 'once a week' : `${n} times a week` },
      minutes_per_session: { label: `${n} min`, value: `${n} minutes` },
    },
    es: {
      horizon_weeks: { label: `${n} semanas`, value: `en ${n} semanas` },
      sessions_per_week: { label: String(n), value: n === 1 ? '1 vez por semana' : `${n} veces por semana` },
      minutes_per_session: { label: `${n} min`, value: `${n} minutos` },
    },
    de: {
      horizon_weeks: { label: `${n} Wochen`, value: `in ${n} Wochen` },
      sessions_per_week: { label: String(n), value: n === 1 ? '1 mal pro Woche' : `${n} mal pro Woche` },
      minutes_per_session: { label: `${n} Min.`, value: `${n} Minuten` },
    },
    ar: {
      horizon_weeks: { label: arabicWeeks(n), value: `خلال ${arabicWeeks(n)}` },
      sessions_per_week: { label: String(n), value: AR_TIMES(n) },
      minutes_per_session: { label: AR_MINUTES(n), value: AR_MINUTES(n) },
    },
  };
  return replies[language][slot];
}

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A tapped area reply (its label, in any language) names its domain; anything else is not one. */
export function readAreaReply(message: string, domains: readonly TPlanDomain[]): TPlanDomain | null {
  const typed = key(message);
  for (const domain of domains) {
    for (const texts of Object.values(TEXTS)) {
      if (key(texts.areas[domain] ?? '') === typed) return domain;
    }
  }
  return null;
}

/**
 * A tapped quick reply of another language, read as the English reply at the same place ("3 veces por semana" ->
 * "3 times a week"), so the parser sees the phrase it knows; other messages come back unchanged.
 */
export function canonicalReply(message: string): string {
  const typed = key(message);
  for (const [slot, { steps }] of Object.entries(NUMBER_LADDERS) as [
    NumberSlot,
    { steps: readonly number[]; count: number },
  ][]) {
    for (const n of steps) {
      for (const language of ['ar', 'es', 'de'] as const) {
        if (key(numberReply(slot, n, language).value) === typed) return numberReply(slot, n, 'en').value;
      }
    }
  }
  for (const language of ['ar', 'es', 'de'] as const) {
    for (const [slot, replies] of Object.entries(TEXTS[language].quickReplies)) {
      const index = replies.findIndex((reply) => key(reply.value) === typed);
      const english = EN_REPLIES[slot as Exclude<SlotName, 'domain'>][index];
      if (index >= 0 && english) return english.value;
    }
  }
  return message;
}
