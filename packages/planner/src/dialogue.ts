import { pieceOfWork } from './parse-work.ts';
import { readPerformance } from './parse-performance.ts';
import { PLAN_DOMAINS, type TIntent, type TPlanDomain, type TPlanLanguage } from '@ito/contracts/agent/plan';
import type { DialogueState, ParsedIntent, SlotName, TurnResult } from './api.ts';
import { UNSUPPORTED_LANGUAGE } from './dialogue-text.ts';
import {
  areaLabel,
  areaReplies,
  canonicalReply,
  defaultGoal,
  dialogueTexts,
  listAreas,
  quickReplies,
  readAreaReply,
} from './dialogue-i18n/texts.ts';
import { planTextLanguages } from '@ito/contracts/agent/plan-texts';
import { conversationLanguage } from './nlu/language.ts';
import { DOMAIN_DEFAULTS, DOMAIN_SLOTS, MAX_QUESTIONS, defaultsFor } from './dialogue-slots.ts';
import { givesSlot, merge, withBareAnswer } from './dialogue-merge.ts';
import { isUnsureReply } from './dialogue-unsure.ts';
import { parseIntent } from './parse.ts';
import { canonicalize } from './parse-canonical.ts';
import { readTargetAndBaseline } from './parse-baseline.ts';
import { readAim } from './parse-aim.ts';
import { readQuantity } from './parse-quantity.ts';
import { readGoal } from './parse-goal.ts';
import { clamp, normalize } from './text.ts';
import { splitWeekly } from './parse-schedule.ts';
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
  // "Not sure" gives nothing: the next question, or for the area a choice among the closest ones (decision 093).
  if (state?.parsed && pending && isUnsureReply(message)) return afterUnsure(state.parsed, asked, pending, lang);
  // A tapped reply: an area's label (any language) names it; another language's reply reads as the English one.
  const area = readAreaReply(message, PLAN_DOMAINS);
  const text = canonicalReply(message);
  const read = parseIntent(text, today, lang);
  const named = area ? { ...read, domain: area, domain_confidence: 1, request: 'plan' as const } : read;
  const incoming = withBareAnswer(named, state?.parsed ?? null, pending, text, today, lang);
  // An answer to any slot of a conversation with an area ("3 times a week" to "how many weeks?") is in scope.
  const answered =
    (pending !== null && pending !== 'domain' && incoming[pending] !== null) ||
    (Boolean(state?.parsed?.domain) && givesSlot(incoming));
  if (incoming.request === 'out_of_scope' && !incoming.domain && !answered) {
    return outOfScope(state, lang);
  }
  const parsed = state?.parsed ? merge(state.parsed, incoming, pending) : incoming;

  // Never a plan without an area: ask, naming the closest areas when there are some; still unclear after asking
  // twice, the agent says what it can plan for (with the areas as quick replies) instead of asking forever.
  if (!parsed.domain) {
    const askedTwice = asked.filter((slot) => slot === 'domain').length >= 2;
    if (askedTwice && !givesSlot(incoming)) return outOfScope(state, lang);
    return askArea(parsed, asked, incoming.candidates ?? [], lang);
  }
  return continueWith(parsed, asked, lang);
}

function continueWith(parsed: ParsedIntent, asked: readonly SlotName[], lang: TPlanLanguage): TurnResult {
  if (!parsed.domain) return question(parsed, asked, 'domain', lang);
  // The budget is for the plan's details: asking which area was meant uses at most one of them (decision 110).
  const areaQuestions = asked.filter((slot) => slot === 'domain').length;
  const canAsk = asked.length - areaQuestions < MAX_QUESTIONS && asked.length < MAX_QUESTIONS + 1;
  if (canAsk) {
    const slots = DOMAIN_SLOTS[parsed.domain];
    const { followUp } = slots;
    // A number to reach needs a date to reach it by: the plan's steps are the distance over the weeks (decision 102).
    const dated: readonly SlotName[] =
      parsed.target && !slots.required.includes('horizon_weeks')
        ? ['horizon_weeks', ...slots.required]
        : slots.required;
    // Time is what every plan is cut to: when the person said nothing of how often or how long, how often is asked
    // in every area whose sessions are not daily by nature (decision 112).
    // What the person said, not an answer to our question about how long (decision 118).
    const saidNoTime =
      parsed.sessions_per_week === null &&
      (parsed.minutes_per_session === null || asked.includes('minutes_per_session')) &&
      !parsed.minutes_per_week;
    // A total to reach over weeks ("300 cold emails", "500 miles") is cut into the sessions the person can give it,
    // even in an area done daily by nature (decision 127).
    const notDaily = DOMAIN_DEFAULTS[parsed.domain].sessions_per_week < 7 || isTotal(parsed.target, parsed.text);
    const required: readonly SlotName[] =
      saidNoTime && !dated.includes('sessions_per_week') && notDaily ? [...dated, 'sessions_per_week'] : dated;
    // A week's time said ("3 hours a week") answers how long each session is, once how often is known.
    const isMissing = (slot: SlotName) =>
      parsed[slot] === null && !asked.includes(slot) && !(slot === 'minutes_per_session' && parsed.minutes_per_week);
    // Which days, once how often is known to be a few times a week (decision 096): a plan on days the person
    // cannot use is a plan they cannot follow. Asked like a follow-up, after the essentials.
    // The date and a training level (it sets the loads) stay first where an area asks them.
    // How often comes before which days: the days are chosen for a number of sessions (decision 118).
    const at = followUp.findIndex(
      (slot) => slot !== 'horizon_weeks' && slot !== 'level' && slot !== 'sessions_per_week',
    );
    const cut = at < 0 ? followUp.length : at;
    const follow: readonly SlotName[] = daysMatter(parsed)
      ? [...followUp.slice(0, cut), 'available_days', ...followUp.slice(cut)]
      : followUp;
    // How often said but not how long ("Monday to Thursday", "5 days a week"): how long is asked last, where the
    // area's sessions have a length to choose and a question is left (decision 113). A three-hour block and a
    // half-hour one are different plans.
    const saidOnlyHowOften =
      !parsed.minutes_per_week &&
      (parsed.sessions_per_week !== null || parsed.preferred_days !== null) &&
      followUp.includes('minutes_per_session');
    const missing =
      required.find(isMissing) ??
      (asked.length > 0 ? follow.find(isMissing) : undefined) ??
      (saidOnlyHowOften && isMissing('minutes_per_session') ? 'minutes_per_session' : undefined);
    if (missing) return question(parsed, asked, missing, lang);
  }
  // Which days may take one question past the budget once the conversation is under way: a plan on days the person
  // cannot use is one they cannot follow, and a level or a length has a default a day does not (decision 118).
  // Also after a "not sure" to one number: not knowing how long or how often says nothing of the days one is free, and
  // a plan on a day they cannot use is one they drop (decision 119, amending 118). Someone who left every detail to
  // us ("not sure", "you decide" to each) is not asked one more.
  const details = asked.filter((slot) => slot !== 'domain');
  if (
    details.length > 0 &&
    details.length <= MAX_QUESTIONS &&
    details.some((slot) => parsed[slot] !== null) &&
    daysMatter(parsed) &&
    parsed.available_days === null &&
    !asked.includes('available_days')
  ) {
    return question(parsed, asked, 'available_days', lang);
  }
  return ready(parsed, parsed.domain, asked, lang);
}

/**
 * Whether a target is a total to build up over the weeks (a distance, a count of things made or done), not an amount
 * a day, a rate, a time, a weight or repetitions in one go.
 */
function isTotal(target: ParsedIntent['target'], text: string): boolean {
  if (!target || target.value <= 1 || PER_DAY_SAID.test(text)) return false;
  return !/\/|^(?:per |pro |al |في )|^(?:steps?|schritte|pasos|خطوات|reps?|wdh\.?|s|sec|secs|seconds?|min|mins|minutes?|h|hours?|kg|lbs?|%|percent|wpm|elo|rating|points?|score|band|level)$/iu.test(
    target.unit.trim(),
  );
}

/** Something said a day ("2.5 litres a day", "20 páginas al día", "täglich"): the person's own rhythm is daily. */
const PER_DAY_SAID =
  /\b(?:a|per|each|every) (?:day|night)\b|\bdaily\b|\b(?:al|por|cada) d[ií]a\b|\bdiari[oa]s?\b|\b(?:am|pro|jeden) tag\b|\bt[äa]glich\b|في اليوم|باليوم|يوميا|كل يوم/iu;

const LONG_DAILY_MINUTES = 60;

/** Whether the plan's weekly sessions leave days to choose (2 to 6 a week, said or the area's default). */
function daysMatter(parsed: ParsedIntent): boolean {
  if (!parsed.domain || parsed.preferred_days) return false;
  const sessions = parsed.sessions_per_week ?? DOMAIN_DEFAULTS[parsed.domain].sessions_per_week;
  // An hour or more every day is a week few can keep whole: which days, in case one is not free (decision 126).
  const longDaily = sessions === 7 && (parsed.minutes_per_session ?? 0) >= LONG_DAILY_MINUTES;
  return (sessions >= 2 && sessions <= 6) || longDaily;
}

/** What the person's area usually takes for a number question (its default), for the replies offered around it. */
function usualFor(parsed: ParsedIntent, slot: SlotName): number | undefined {
  if (!parsed.domain || (slot !== 'horizon_weeks' && slot !== 'sessions_per_week' && slot !== 'minutes_per_session'))
    return undefined;
  return defaultsFor(parsed.domain, parsed.target, parsed.text)[slot];
}

function question(parsed: ParsedIntent, asked: readonly SlotName[], slot: SlotName, lang: TPlanLanguage): TurnResult {
  return {
    kind: 'question',
    state: { parsed, asked: [...asked, slot], pending: slot, language: lang },
    slot,
    text: dialogueTexts(lang).questions[slot],
    quick_replies: quickReplies(slot, lang, usualFor(parsed, slot)),
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

/**
 * After "not sure": another slot takes its default (said as an assumption when the plan is made). For the area, the
 * closest areas to the first words are offered once more as a choice (every area when none is close); unsure again
 * (or only one close area), the closest is taken and the plan says so. A request with nothing in it to plan ("help")
 * gets what the agent plans for (decision 034), never a content-free plan.
 */
function afterUnsure(
  parsed: ParsedIntent,
  asked: readonly SlotName[],
  pending: SlotName,
  lang: TPlanLanguage,
): TurnResult {
  if (pending !== 'domain' || parsed.domain) return continueWith(parsed, asked, lang);
  const candidates = parsed.candidates ?? [];
  const offeredAgain = asked.filter((slot) => slot === 'domain').length >= 2;
  // Nothing near ("help"): the general choice once more, then what the agent plans for; never a content-free plan.
  const [closest] = candidates;
  if (!closest) {
    if (!offeredAgain) return question(parsed, asked, 'domain', lang);
    const state = { parsed, asked: [...asked], pending: null, language: lang };
    // A goal too wide to place is still a goal: start with one part of it (decision 099).
    const wide = parsed.request === 'vague' && parsed.goal !== null;
    return outOfScope(state, lang, wide ? dialogueTexts(lang).startWithOne : undefined);
  }
  if (candidates.length >= 2 && !offeredAgain) {
    const offered = candidates.slice(0, 3);
    return {
      kind: 'question',
      state: { parsed, asked: [...asked, 'domain'], pending: 'domain', language: lang },
      slot: 'domain',
      text: dialogueTexts(lang).guided(listAreas(offered, lang)),
      quick_replies: areaReplies(offered, lang),
    };
  }
  return continueWith({ ...parsed, domain: closest, area_assumed: true }, asked, lang);
}

const EMPTY: DialogueState = { parsed: null, asked: [], pending: null };

/** Not something the agent plans for: say what it does; the conversation is kept as it was. */
function outOfScope(state: DialogueState | null, lang: TPlanLanguage, text?: string): TurnResult {
  return {
    kind: 'message',
    reason: 'out_of_scope',
    state: { ...EMPTY, ...state, language: lang },
    text: text ?? dialogueTexts(lang).outOfScope,
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

/** Where the person is, when it is in the target's unit (a baseline said without a unit takes it). */
function baselineOf(baseline: TIntent['target'], target: TIntent['target']): TIntent['target'] {
  if (!baseline || !target) return null;
  if (baseline.unit !== '' && baseline.unit !== target.unit) return null;
  return { value: baseline.value, unit: target.unit };
}

/**
 * A project's goal names the piece of work (decision 094): "Hit 80,000" becomes "Hit 80,000 (fantasy novel)". Without
 * a goal of their own the area's default stays, and the sessions still name the work.
 */
function projectGoal(goal: string | null, domain: TPlanDomain, text: string): string | null {
  if (domain !== 'projects') return goal;
  const work = pieceOfWork(text);
  if (!work) return goal;
  if (!goal) return null;
  return goal.toLowerCase().includes(work.toLowerCase()) ? goal : `${goal} (${work})`;
}

function ready(parsed: ParsedIntent, domain: TPlanDomain, asked: readonly SlotName[], lang: TPlanLanguage): TurnResult {
  // The same assumptions in each language a plan keeps its texts in (decision 085); `lang`'s are the plan's own.
  const assumptionsIn = new Map(planTextLanguages(lang).map((l) => [l, [] as string[]]));
  const assume = (say: (texts: ReturnType<typeof dialogueTexts>['assumptions'], l: TPlanLanguage) => string) => {
    for (const [l, list] of assumptionsIn) list.push(say(dialogueTexts(l).assumptions, l));
  };
  const allText = canonicalize(normalize(parsed.text), lang);
  const defaults = defaultsFor(domain, parsed.target ?? readTargetAndBaseline(allText, domain).target, parsed.text);
  const goal = projectGoal(
    parsed.goal ?? readGoal(parsed.text.split('\n')[0] ?? '', domain, parsed.target),
    domain,
    parsed.text,
  );
  if (!goal) assume((a, l) => a.goal(defaultGoal(domain, l)));

  const horizon = parsed.horizon_weeks ?? defaults.horizon_weeks;
  if (parsed.horizon_weeks === null) assume((a) => a.horizon_weeks(horizon));
  let sessions = parsed.sessions_per_week ?? defaults.sessions_per_week;
  if (parsed.sessions_per_week === null) assume((a) => a.sessions_per_week(sessions));
  const weekly = parsed.minutes_per_session === null ? (parsed.minutes_per_week ?? null) : null;
  let minutes = parsed.minutes_per_session ?? defaults.minutes_per_session;
  if (parsed.minutes_per_session === null && !weekly) assume((a) => a.minutes_per_session(minutes));
  const level = parsed.level ?? defaults.level;
  if (parsed.level === null) assume((a) => a.level(level));
  const days = [...new Set(parsed.available_days ?? [])].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (parsed.available_days === null) assume((a) => a.available_days());
  if (parsed.area_assumed) assume((a, l) => a.area(areaLabel(domain, l)));
  // Three sessions on two named days would mean doubling up; plan what the days allow.
  if (days.length > 0 && sessions > days.length && sessions <= 7) {
    sessions = days.length;
    assume((a) => a.sessions_capped(days.length));
  }
  // A week's time shared over the week's sessions (decision 109).
  if (weekly) {
    minutes = splitWeekly(weekly, sessions);
    assume((a) => a.weekly_split(weekly, sessions, minutes));
  }

  // Read again over the whole conversation, where a baseline is never the target.
  const quantity = readQuantity(allText);
  const performance = readPerformance(allText);
  const aim = readAim(allText, normalize(parsed.text));
  const target =
    parsed.target ??
    readTargetAndBaseline(allText, domain).target ??
    quantity.target ??
    performance.target ??
    aim?.target ??
    null;
  const intent: TIntent = {
    text: parsed.text.slice(0, 2000),
    domain,
    goal: (goal ?? defaultGoal(domain, lang)).slice(0, 200),
    target,
    baseline: baselineOf(
      parsed.baseline ??
        (target === quantity.target
          ? quantity.baseline
          : target === performance.target
            ? performance.baseline
            : target === aim?.target
              ? aim.baseline
              : null),
      target,
    ),
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
    assumptions: (assumptionsIn.get(lang) ?? []).slice(0, 10),
    assumptions_in: Object.fromEntries([...assumptionsIn].map(([l, list]) => [l, list.slice(0, 10)])),
  };
}
