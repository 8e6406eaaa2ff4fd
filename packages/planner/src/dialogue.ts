import { PLAN_DOMAINS, type TIntent, type TPlanDomain, type TPlanLanguage } from '@ito/contracts/agent/plan';
import type { DialogueState, ParsedIntent, SlotName, TurnResult } from './api.ts';
import { UNSUPPORTED_LANGUAGE } from './dialogue-text.ts';
import {
  areaReplies,
  canonicalReply,
  defaultGoal,
  dialogueTexts,
  listAreas,
  quickReplies,
  readAreaReply,
} from './dialogue-i18n/texts.ts';
import { conversationLanguage } from './nlu/language.ts';
import { DOMAIN_DEFAULTS, DOMAIN_SLOTS, MAX_QUESTIONS } from './dialogue-slots.ts';
import { parseIntent } from './parse.ts';
import { readGoal, readTarget } from './parse-goal.ts';
import { readHorizonWeeks } from './parse-horizon.ts';
import { readLevel } from './parse-profile.ts';
import { readAvailableDays } from './parse-schedule.ts';
import { NUM, clamp, normalize, readNumber } from './text.ts';
import { gateTurn } from './safety/gate.ts';

/**
 * One turn of the intent dialogue: merge what the new message says into what was said before, then either ask for
 * the most important missing slot (one question, quick replies where the answers are few) or, once nothing
 * important is missing or three questions were asked, return a complete intent with every default stated.
 */
export function nextTurn(
  state: DialogueState | null,
  message: string,
  today: string,
  language?: TPlanLanguage,
): TurnResult {
  // The conversation keeps its first message's language unless a later one is clearly another (decision 034).
  const spoken = conversationLanguage(state?.language ?? null, message);
  const lang = language ?? spoken.language;
  // The safety gate reads every message first and may answer instead (decision 036).
  return gateTurn(state, message, lang, (current) =>
    spoken.unsupported ? unsupported(current) : dialogueTurn(current, message, today, lang),
  );
}

function dialogueTurn(state: DialogueState | null, message: string, today: string, lang: TPlanLanguage): TurnResult {
  const asked = state?.asked ?? [];
  const pending = state?.pending ?? null;
  // A tapped reply: an area's label (any language) names it; another language's reply reads as the English one.
  const area = readAreaReply(message, PLAN_DOMAINS);
  const text = canonicalReply(message);
  const read = parseIntent(text, today, lang);
  const named = area ? { ...read, domain: area, domain_confidence: 1, request: 'plan' as const } : read;
  const incoming = withBareAnswer(named, pending, text, today);
  const answered = pending !== null && pending !== 'domain' && incoming[pending] !== null;
  if (incoming.request === 'out_of_scope' && !incoming.domain && !answered) {
    return outOfScope(state, lang);
  }
  const parsed = state?.parsed ? merge(state.parsed, incoming, pending) : incoming;

  // Never a plan without an area: ask, naming the closest areas when there are some.
  if (!parsed.domain) return askArea(parsed, asked, incoming.candidates ?? [], lang);
  const canAsk = asked.length < MAX_QUESTIONS;
  if (canAsk) {
    const { required, followUp } = DOMAIN_SLOTS[parsed.domain];
    const isMissing = (slot: SlotName) => parsed[slot] === null && !asked.includes(slot);
    const missing = required.find(isMissing) ?? (asked.length > 0 ? followUp.find(isMissing) : undefined);
    if (missing) return question(parsed, asked, missing, lang);
  }
  return ready(parsed, parsed.domain, asked, lang);
}

function question(parsed: ParsedIntent, asked: readonly SlotName[], slot: SlotName, lang: TPlanLanguage): TurnResult {
  return {
    kind: 'question',
    state: { parsed, asked: [...asked, slot], pending: slot, language: lang },
    slot,
    text: dialogueTexts(lang).questions[slot],
    quick_replies: quickReplies(slot, lang),
  };
}

/** One clarifying question naming the 2-3 closest areas (quick replies for them), else the general one. */
function askArea(
  parsed: ParsedIntent,
  asked: readonly SlotName[],
  candidates: readonly TPlanDomain[],
  lang: TPlanLanguage,
): TurnResult {
  if (candidates.length < 2) return question(parsed, asked, 'domain', lang);
  const closest = candidates.slice(0, 3);
  return {
    kind: 'question',
    state: { parsed, asked: [...asked, 'domain'], pending: 'domain', language: lang },
    slot: 'domain',
    text: dialogueTexts(lang).clarify(listAreas(closest, lang)),
    quick_replies: areaReplies(closest, lang),
  };
}

const EMPTY: DialogueState = { parsed: null, asked: [], pending: null };

/** Not something the agent plans for: say what it does; the conversation is kept as it was. */
function outOfScope(state: DialogueState | null, lang: TPlanLanguage): TurnResult {
  return {
    kind: 'message',
    reason: 'out_of_scope',
    state: { ...EMPTY, ...state, language: lang },
    text: dialogueTexts(lang).outOfScope,
    quick_replies: areaReplies(null, lang),
  };
}

/** A language the agent does not speak: say which it speaks, in English; the conversation's language stays unset. */
function unsupported(state: DialogueState | null): TurnResult {
  return {
    kind: 'message',
    reason: 'unsupported_language',
    state: { ...EMPTY, ...state },
    text: UNSUPPORTED_LANGUAGE,
    quick_replies: [],
  };
}

/** Later answers win for single values; injuries and equipment add up. The domain, once known, stays. */
function merge(previous: ParsedIntent, incoming: ParsedIntent, pending: SlotName | null): ParsedIntent {
  const takeDomain = !previous.domain || (pending === 'domain' && incoming.domain !== null);
  return {
    text: `${previous.text}\n${incoming.text}`.slice(0, 2000),
    domain: takeDomain ? incoming.domain : previous.domain,
    domain_confidence: takeDomain ? incoming.domain_confidence : previous.domain_confidence,
    goal: previous.goal ?? incoming.goal,
    target: incoming.target ?? previous.target,
    horizon_weeks: incoming.horizon_weeks ?? previous.horizon_weeks,
    sessions_per_week: incoming.sessions_per_week ?? previous.sessions_per_week,
    minutes_per_session: incoming.minutes_per_session ?? previous.minutes_per_session,
    level: incoming.level ?? previous.level,
    available_days: incoming.available_days ?? previous.available_days,
    injuries: [...new Set([...previous.injuries, ...incoming.injuries])].slice(0, 10),
    equipment: [...new Set([...previous.equipment, ...incoming.equipment])].slice(0, 20),
    budget_minor: incoming.budget_minor ?? previous.budget_minor,
  };
}

const BARE_NUMBER = new RegExp(`\\b(${NUM})\\b`);
const BARE_LEVELS: ReadonlyArray<readonly [RegExp, TIntent['level']]> = [
  [/\b(?:new|none|nothing|never|zero|start(?:ing)?|total(?:ly)?|not much|not really|no)\b/, 'beginner'],
  [/\b(?:some|a bit|a little|ok|okay|average|medium|moderate|so so|middle|fair)\b/, 'intermediate'],
  [/\b(?:very|lots|a lot|pro|expert|fit|strong|good|experienced)\b/, 'advanced'],
];

/** A short reply to the pending question ("3", "three", "40", "mornings", "march 15") fills that slot. */
function withBareAnswer(parsed: ParsedIntent, pending: SlotName | null, message: string, today: string): ParsedIntent {
  if (!pending || pending === 'domain' || parsed[pending] !== null) return parsed;
  const text = normalize(message);
  if (/\b(?:don'?t know|dunno|not sure|no idea|skip|whatever|you (?:choose|decide|pick)|up to you)\b/.test(text)) {
    return parsed;
  }
  const isShort = text.split(' ').length <= 6;
  const numberMatch = isShort ? BARE_NUMBER.exec(text) : null;
  const n = numberMatch ? readNumber(numberMatch[1] ?? '') : null;
  switch (pending) {
    case 'sessions_per_week':
      return n && n > 0 && n <= 14 ? { ...parsed, sessions_per_week: Math.round(n) } : parsed;
    case 'minutes_per_session':
      // "1" or "1.5" to "how many minutes" means hours.
      if (!n || n <= 0 || n > 240) return parsed;
      return { ...parsed, minutes_per_session: clamp(Math.round(n <= 4 ? n * 60 : n), 5, 240) };
    case 'horizon_weeks': {
      if (n && n > 0) return { ...parsed, horizon_weeks: clamp(Math.round(n), 1, 104) };
      return { ...parsed, horizon_weeks: readHorizonWeeks(`by ${text}`, today) };
    }
    case 'level': {
      const level = readLevel(text) ?? BARE_LEVELS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
      return { ...parsed, level };
    }
    case 'available_days': {
      const { days } = readAvailableDays(text, message);
      const isAnyTime = /\b(?:mornings?|evenings?|nights?|afternoons?|lunch|any|anytime|all)\b/.test(text);
      return { ...parsed, available_days: days ?? (isAnyTime ? [] : null) };
    }
  }
}

function ready(parsed: ParsedIntent, domain: TPlanDomain, asked: readonly SlotName[], lang: TPlanLanguage): TurnResult {
  const assumptions: string[] = [];
  const ASSUMPTIONS = dialogueTexts(lang).assumptions;
  const defaults = DOMAIN_DEFAULTS[domain];
  const allText = normalize(parsed.text);
  const goal = parsed.goal ?? readGoal(parsed.text.split('\n')[0] ?? '', domain, parsed.target);
  if (!goal) assumptions.push(ASSUMPTIONS.goal(defaultGoal(domain, lang)));

  const horizon = parsed.horizon_weeks ?? defaults.horizon_weeks;
  if (parsed.horizon_weeks === null) assumptions.push(ASSUMPTIONS.horizon_weeks(horizon));
  let sessions = parsed.sessions_per_week ?? defaults.sessions_per_week;
  if (parsed.sessions_per_week === null) assumptions.push(ASSUMPTIONS.sessions_per_week(sessions));
  const minutes = parsed.minutes_per_session ?? defaults.minutes_per_session;
  if (parsed.minutes_per_session === null) assumptions.push(ASSUMPTIONS.minutes_per_session(minutes));
  const level = parsed.level ?? defaults.level;
  if (parsed.level === null) assumptions.push(ASSUMPTIONS.level(level));
  const days = [...new Set(parsed.available_days ?? [])].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (parsed.available_days === null) assumptions.push(ASSUMPTIONS.available_days());
  // Three sessions on two named days would mean doubling up; plan what the days allow.
  if (days.length > 0 && sessions > days.length && sessions <= 7) {
    sessions = days.length;
    assumptions.push(ASSUMPTIONS.sessions_capped(days.length));
  }

  const intent: TIntent = {
    text: parsed.text.slice(0, 2000),
    domain,
    goal: (goal ?? defaultGoal(domain, lang)).slice(0, 200),
    target: parsed.target ?? readTarget(allText, domain),
    horizon_weeks: clamp(Math.round(horizon), 1, 104),
    sessions_per_week: clamp(Math.round(sessions), 1, 14),
    minutes_per_session: clamp(Math.round(minutes), 5, 240),
    level,
    available_days: days,
    injuries: parsed.injuries.map((s) => s.slice(0, 100)).slice(0, 10),
    equipment: parsed.equipment.map((s) => s.slice(0, 100)).slice(0, 20),
    budget_minor: parsed.budget_minor === null ? null : Math.max(0, Math.round(parsed.budget_minor)),
    language: lang,
  };
  return {
    kind: 'ready',
    state: { parsed: { ...parsed, domain }, asked: [...asked], pending: null, language: lang },
    intent,
    assumptions: assumptions.slice(0, 10),
  };
}
