/**
 * The safety gate inside the dialogue (decision 036). Every message is screened before it is parsed:
 * - distress, eating-disorder signals, extreme fasting: a `support` or `caution` answer, no plan; the state is kept,
 *   so the conversation can go on;
 * - a medical red flag or training through pain: a `caution` answer, and what the person asked is kept on hold until
 *   they say a doctor or physiotherapist cleared them; until then a physical plan is not proposed;
 * - a crash diet or performance drugs: a note in the next reply, and the plan re-aimed to a safe pace.
 * After an eating-disorder signal the conversation gets no weight-loss plan.
 */
import { isUnsureReply } from '../dialogue-unsure.ts';
import type { TIntent, TPlanDomain, TPlanLanguage } from '@ito/contracts/agent/plan';
import type { TSafetyCategory } from '@ito/contracts/agent/conversations';
import type { DialogueState, SafetyState, TurnResult } from '../api.ts';
import { domainTemplate } from '../domains.ts';
import { fold, isArabicScript } from './fold.ts';
import { hasCue } from './signals.ts';
import { CLEARANCE_REMINDER, ONE_WEEK, REAIMED, REPLIES, WEEKS, fill, resources } from './messages.ts';
import { confirmsClearance, screenMessage, type SafetyVerdict } from './screen.ts';

const NO_SAFETY: SafetyState = { hold: null, flags: [], notices: [] };

/**
 * Cautions that answer and plan nothing for that message (the next goal is planned normally): extreme fasting, a
 * change to a prescribed medicine, a weight goal for someone under 18 (who then gets no weight-loss plan in this
 * conversation, but may get a healthy-habits one).
 */
const ANSWER_ONLY: ReadonlySet<TSafetyCategory> = new Set(['fasting', 'medication', 'minor']);

/** The most a weight-loss plan may aim for, and the pace a re-aimed one is planned at (kg a week). */
export const MAX_KG_PER_WEEK = 1;

/**
 * Plans whose sessions move the body: the physical templates, and walking, heart health and diabetes, whose sessions
 * are walks and cardio. A symptom held for a doctor's clearance holds these too (decision 099).
 */
const ALSO_MOVING: ReadonlySet<TPlanDomain> = new Set(['walking', 'heart', 'diabetes']);
const movesTheBody = (domain: TPlanDomain) => domainTemplate(domain).physical || ALSO_MOVING.has(domain);
const REAIM_KG_PER_WEEK = 0.75;
const KG_PER_LB = 0.4536;

/** Screens `message`, then runs the dialogue (`run`) unless the gate answers instead. */
export function gateTurn(
  state: DialogueState | null,
  message: string,
  language: TPlanLanguage | undefined,
  run: (state: DialogueState | null) => TurnResult,
): TurnResult {
  const safety = state?.safety ?? NO_SAFETY;
  const screened = screenMessage(message, language);
  // An answer to a question is abuse only when it says something to the agent or insults: "lo que tú digas" is "you
  // decide" and "I've made 3 dense bricks" a level (decision 106).
  const answersQuestion = Boolean(state?.pending);
  const notAbuse = isUnsureReply(message) || !hasCue('abusive', fold(message));
  const verdict = screened?.action === 'calm' && answersQuestion && notAbuse ? null : screened;
  const lang = language ?? verdict?.language ?? (isArabicScript(message) ? 'ar' : 'en');
  const flags = verdict ? addFlag(safety.flags, verdict.category) : safety.flags;

  if (verdict?.action === 'refuse' || verdict?.action === 'calm') {
    // Harm to others or abuse: a short answer, and nothing of the message is kept (the goal is never restated).
    return {
      kind: 'message',
      reason: verdict.action === 'refuse' ? 'refused' : 'abusive',
      state: { parsed: null, asked: [], pending: null, ...state, language: lang, safety: { ...safety, flags } },
      text: verdict.text,
      quick_replies: [],
    };
  }
  if (verdict?.action === 'support' || (verdict && ANSWER_ONLY.has(verdict.category))) {
    return answer(verdict, {
      parsed: null,
      asked: [],
      pending: null,
      language: lang,
      ...state,
      safety: { ...safety, flags },
    });
  }
  if (verdict?.action === 'caution') {
    // Keep what they asked for (the goal, the slots), on hold until a doctor clears them.
    const asked = run(state).state;
    return answer(verdict, {
      ...asked,
      asked: state?.asked ?? [],
      pending: null,
      safety: { ...safety, flags, hold: 'clearance' },
    });
  }
  const cleared = safety.hold !== null && confirmsClearance(message);
  const notices = verdict?.action === 'adjust' ? [...safety.notices, verdict.text] : safety.notices;
  const next: SafetyState = { hold: cleared ? null : safety.hold, flags, notices };
  return afterTurn(run(state), next, lang);
}

function answer(verdict: SafetyVerdict, state: DialogueState): TurnResult {
  // Only support and caution verdicts reach here (refuse and calm answer as messages).
  return {
    kind: verdict.action === 'support' ? 'support' : 'caution',
    state,
    category: verdict.category,
    text: verdict.text,
    resources: verdict.resources,
  };
}

/** Attaches the gate's state, delivers pending notes, and checks a finished intent. */
function afterTurn(result: TurnResult, safety: SafetyState, language: TPlanLanguage): TurnResult {
  const state: DialogueState = { ...result.state, safety: { ...safety, notices: [] } };
  if (result.kind === 'question') {
    const text = [...safety.notices, result.text].join('\n\n');
    return { ...result, state, text };
  }
  if (result.kind !== 'ready') return { ...result, state: { ...result.state, safety } };
  const lang = result.intent.language ?? language;
  if (safety.flags.includes('eating_disorder') && isWeightLoss(result.intent)) {
    return held(state, 'support', 'eating_disorder', REPLIES.eating_disorder[lang], lang);
  }
  if (safety.flags.includes('minor') && isWeightLoss(result.intent)) {
    return held(state, 'caution', 'minor', REPLIES.minor[lang], lang);
  }
  if (safety.hold === 'clearance' && movesTheBody(result.intent.domain)) {
    return held(state, 'caution', 'red_flag', CLEARANCE_REMINDER[lang], lang);
  }
  const reaimed = reaimWeightLoss(result.intent, lang);
  return {
    ...result,
    state,
    intent: reaimed?.intent ?? result.intent,
    assumptions: reaimed ? [reaimed.note, ...result.assumptions].slice(0, 10) : result.assumptions,
    // The re-aimed pace's note said in each language the plan keeps its texts in (decision 085).
    ...(reaimed && result.assumptions_in
      ? {
          assumptions_in: Object.fromEntries(
            Object.entries(result.assumptions_in).map(([l, list]) => [
              l,
              [reaimWeightLoss(result.intent, l as TPlanLanguage)?.note ?? reaimed.note, ...list].slice(0, 10),
            ]),
          ),
        }
      : {}),
    notices: [...safety.notices, ...(reaimed ? [reaimed.note] : [])],
  };
}

function held(
  state: DialogueState,
  kind: 'support' | 'caution',
  category: TSafetyCategory,
  text: string,
  language: TPlanLanguage,
): TurnResult {
  const ids = kind === 'support' ? (['ed_support', 'trusted_person', 'emergency'] as const) : (['doctor'] as const);
  return { kind, state, category, text, resources: resources(ids, language) };
}

function addFlag(flags: readonly TSafetyCategory[], category: TSafetyCategory): TSafetyCategory[] {
  return flags.includes(category) ? [...flags] : [...flags, category];
}

const GAINING = /\b(?:gain|put on|bulk|gaining)\b|subir|ganar|zunehmen|زياده/i;

function isWeightLoss(intent: TIntent): boolean {
  return intent.domain === 'weight' && !GAINING.test(`${intent.goal} ${intent.text}`);
}

/** A weight-loss amount in kg (targets above 40 kg are goal weights, not amounts), else null. */
export function lossKg(intent: TIntent): number | null {
  if (!isWeightLoss(intent) || !intent.target) return null;
  const { value, unit } = intent.target;
  const kg = /^(?:lb|lbs|pound|pounds)$/i.test(unit) ? value * KG_PER_LB : /^kg|kilo/i.test(unit) ? value : null;
  return kg !== null && kg > 0 && kg <= 40 ? kg : null;
}

/**
 * A weight-loss goal faster than 1 kg a week keeps its amount and gets a longer horizon at about 0.75 kg a week
 * (at most 104 weeks, the amount cut to fit). The note says so, in the person's language.
 */
export function reaimWeightLoss(intent: TIntent, language: TPlanLanguage): { intent: TIntent; note: string } | null {
  const kg = lossKg(intent);
  if (kg === null || kg / intent.horizon_weeks <= MAX_KG_PER_WEEK || !intent.target) return null;
  const weeks = Math.min(104, Math.ceil(kg / REAIM_KG_PER_WEEK));
  const factor = Math.min(1, (weeks * MAX_KG_PER_WEEK) / kg);
  const target = { ...intent.target, value: Math.round(intent.target.value * factor * 10) / 10 };
  const rate = (kg * factor) / weeks;
  const isLb = /^(?:lb|pound)/i.test(intent.target.unit);
  const from = intent.horizon_weeks === 1 ? ONE_WEEK[language] : fill(WEEKS[language], { n: intent.horizon_weeks });
  const note = fill(REAIMED[language], {
    amount: `${formatNumber(intent.target.value, language)} ${intent.target.unit}`,
    from,
    to: weeks,
    rate: isLb
      ? `${formatNumber(rate / KG_PER_LB, language)} lb`
      : `${formatNumber(Math.round(rate * 10) / 10, language)} kg`,
  });
  return { intent: { ...intent, horizon_weeks: weeks, target }, note: note.slice(0, 300) };
}

function formatNumber(value: number, language: TPlanLanguage): string {
  const rounded = String(Math.round(value * 10) / 10);
  return language === 'es' || language === 'de' ? rounded.replace('.', ',') : rounded;
}
