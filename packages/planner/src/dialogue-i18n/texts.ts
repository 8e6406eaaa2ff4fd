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

export function quickReplies(slot: SlotName, language: TPlanLanguage): QuickReply[] {
  return slot === 'domain' ? areaReplies(null, language) : TEXTS[language].quickReplies[slot];
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
  for (const language of ['ar', 'es', 'de'] as const) {
    for (const [slot, replies] of Object.entries(TEXTS[language].quickReplies)) {
      const index = replies.findIndex((reply) => key(reply.value) === typed);
      const english = EN_REPLIES[slot as Exclude<SlotName, 'domain'>][index];
      if (index >= 0 && english) return english.value;
    }
  }
  return message;
}
