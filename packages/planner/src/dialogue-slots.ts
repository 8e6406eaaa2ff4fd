import { KM_PER_MILE } from './domains/types.ts';
import type { TIntent, TPlanDomain } from '@ito/contracts/agent/plan';
import type { SlotName } from './api.ts';

/** At most this many questions before the planner proposes a plan with stated assumptions. */
export const MAX_QUESTIONS = 3;

/**
 * The slots each domain needs from the person, most important first: what the plan cannot guess well. A training
 * plan hangs on the date, how often and how long; a sleep or money plan mostly on the date (routines are daily or
 * weekly by nature). `required` slots are asked whenever they are missing; `followUp` slots only once a question was
 * needed anyway, so a message that already gives the essentials ("a 10K in 8 weeks, 3 times a week for 40 minutes")
 * gets a plan at once. Anything not answered takes the domain default below.
 */
export const DOMAIN_SLOTS: Record<TPlanDomain, { required: readonly SlotName[]; followUp: readonly SlotName[] }> = {
  running: { required: ['horizon_weeks', 'sessions_per_week', 'minutes_per_session'], followUp: ['level'] },
  strength: { required: ['sessions_per_week', 'minutes_per_session'], followUp: ['level', 'horizon_weeks'] },
  weight: { required: ['horizon_weeks', 'sessions_per_week'], followUp: ['minutes_per_session', 'level'] },
  sleep: { required: ['horizon_weeks'], followUp: [] },
  stress: { required: ['minutes_per_session'], followUp: ['horizon_weeks'] },
  diabetes: { required: ['sessions_per_week', 'minutes_per_session'], followUp: ['horizon_weeks'] },
  learning: { required: ['horizon_weeks', 'minutes_per_session'], followUp: ['sessions_per_week', 'level'] },
  career: { required: ['horizon_weeks'], followUp: ['sessions_per_week', 'minutes_per_session'] },
  business: { required: ['horizon_weeks'], followUp: ['sessions_per_week', 'minutes_per_session'] },
  finance: { required: ['horizon_weeks'], followUp: [] },
  habits: { required: ['minutes_per_session'], followUp: ['horizon_weeks'] },
  swimming: { required: ['horizon_weeks', 'sessions_per_week', 'minutes_per_session'], followUp: ['level'] },
  music: { required: ['horizon_weeks', 'minutes_per_session'], followUp: ['sessions_per_week', 'level'] },
  mobility: { required: ['sessions_per_week', 'minutes_per_session'], followUp: ['horizon_weeks', 'level'] },
  interview: { required: ['horizon_weeks'], followUp: ['sessions_per_week', 'minutes_per_session'] },
  heart: { required: ['sessions_per_week', 'minutes_per_session'], followUp: ['horizon_weeks'] },
  exams: { required: ['horizon_weeks', 'sessions_per_week', 'minutes_per_session'], followUp: ['level'] },
  language: { required: ['horizon_weeks', 'minutes_per_session'], followUp: ['sessions_per_week', 'level'] },
  smoking: { required: ['horizon_weeks'], followUp: ['minutes_per_session'] },
  driving: { required: ['horizon_weeks', 'sessions_per_week'], followUp: ['minutes_per_session', 'level'] },
  drinking: { required: ['horizon_weeks'], followUp: ['minutes_per_session'] },
  walking: { required: ['minutes_per_session'], followUp: ['horizon_weeks', 'sessions_per_week'] },
  content: { required: ['horizon_weeks', 'sessions_per_week'], followUp: ['minutes_per_session', 'level'] },
  speaking: { required: ['horizon_weeks'], followUp: ['sessions_per_week', 'minutes_per_session'] },
  relationships: { required: ['horizon_weeks'], followUp: ['sessions_per_week', 'minutes_per_session'] },
  parenting: { required: ['horizon_weeks'], followUp: ['minutes_per_session'] },
  social: { required: ['horizon_weeks'], followUp: ['sessions_per_week', 'minutes_per_session'] },
  selfcare: { required: ['horizon_weeks'], followUp: [] },
  projects: { required: ['horizon_weeks', 'sessions_per_week'], followUp: ['minutes_per_session'] },
  sport: { required: ['horizon_weeks', 'sessions_per_week', 'minutes_per_session'], followUp: ['level'] },
};

type Defaults = Pick<TIntent, 'horizon_weeks' | 'sessions_per_week' | 'minutes_per_session' | 'level'>;

/**
 * Sensible starting points per domain: 8 weeks is enough to see training change, habits and weight need 8-12, sleep
 * routines settle in about 4-6; a nightly wind-down is short and daily, a money review weekly.
 */
export const DOMAIN_DEFAULTS: Record<TPlanDomain, Defaults> = {
  running: { horizon_weeks: 8, sessions_per_week: 3, minutes_per_session: 30, level: 'beginner' },
  strength: { horizon_weeks: 8, sessions_per_week: 3, minutes_per_session: 45, level: 'beginner' },
  weight: { horizon_weeks: 12, sessions_per_week: 4, minutes_per_session: 30, level: 'beginner' },
  sleep: { horizon_weeks: 6, sessions_per_week: 7, minutes_per_session: 15, level: 'beginner' },
  stress: { horizon_weeks: 6, sessions_per_week: 5, minutes_per_session: 10, level: 'beginner' },
  diabetes: { horizon_weeks: 12, sessions_per_week: 5, minutes_per_session: 30, level: 'beginner' },
  learning: { horizon_weeks: 12, sessions_per_week: 5, minutes_per_session: 30, level: 'beginner' },
  career: { horizon_weeks: 8, sessions_per_week: 3, minutes_per_session: 45, level: 'intermediate' },
  business: { horizon_weeks: 12, sessions_per_week: 4, minutes_per_session: 60, level: 'beginner' },
  finance: { horizon_weeks: 12, sessions_per_week: 1, minutes_per_session: 30, level: 'beginner' },
  habits: { horizon_weeks: 8, sessions_per_week: 7, minutes_per_session: 15, level: 'beginner' },
  swimming: { horizon_weeks: 10, sessions_per_week: 2, minutes_per_session: 45, level: 'beginner' },
  music: { horizon_weeks: 8, sessions_per_week: 5, minutes_per_session: 20, level: 'beginner' },
  mobility: { horizon_weeks: 8, sessions_per_week: 4, minutes_per_session: 20, level: 'beginner' },
  interview: { horizon_weeks: 3, sessions_per_week: 4, minutes_per_session: 45, level: 'intermediate' },
  heart: { horizon_weeks: 12, sessions_per_week: 5, minutes_per_session: 30, level: 'beginner' },
  exams: { horizon_weeks: 8, sessions_per_week: 5, minutes_per_session: 45, level: 'intermediate' },
  language: { horizon_weeks: 12, sessions_per_week: 5, minutes_per_session: 30, level: 'beginner' },
  smoking: { horizon_weeks: 8, sessions_per_week: 7, minutes_per_session: 10, level: 'beginner' },
  driving: { horizon_weeks: 10, sessions_per_week: 3, minutes_per_session: 60, level: 'beginner' },
  drinking: { horizon_weeks: 8, sessions_per_week: 7, minutes_per_session: 10, level: 'beginner' },
  walking: { horizon_weeks: 8, sessions_per_week: 7, minutes_per_session: 30, level: 'beginner' },
  content: { horizon_weeks: 12, sessions_per_week: 3, minutes_per_session: 60, level: 'beginner' },
  speaking: { horizon_weeks: 6, sessions_per_week: 3, minutes_per_session: 30, level: 'beginner' },
  relationships: { horizon_weeks: 8, sessions_per_week: 3, minutes_per_session: 30, level: 'beginner' },
  parenting: { horizon_weeks: 6, sessions_per_week: 7, minutes_per_session: 20, level: 'beginner' },
  social: { horizon_weeks: 8, sessions_per_week: 3, minutes_per_session: 30, level: 'beginner' },
  selfcare: { horizon_weeks: 6, sessions_per_week: 7, minutes_per_session: 10, level: 'beginner' },
  projects: { horizon_weeks: 12, sessions_per_week: 4, minutes_per_session: 60, level: 'intermediate' },
  sport: { horizon_weeks: 10, sessions_per_week: 3, minutes_per_session: 60, level: 'intermediate' },
};

/**
 * A race's usual length and load by its distance in km (decision 108): a first marathon is not an 8-week plan of
 * 30-minute runs. Beginner plans for a 5K run about 8 weeks of three short runs, a 10K about 10, a half marathon 12
 * weeks of four runs, a marathon 18. The session limit stays moderate (the long run is at the limit and the other
 * runs are shares of it): the person says more when they have it.
 */
const RACE_DEFAULTS: ReadonlyArray<readonly [number, Omit<Defaults, 'level'>]> = [
  [5.5, { horizon_weeks: 8, sessions_per_week: 3, minutes_per_session: 30 }],
  [11, { horizon_weeks: 10, sessions_per_week: 3, minutes_per_session: 40 }],
  [22, { horizon_weeks: 12, sessions_per_week: 4, minutes_per_session: 60 }],
  [43, { horizon_weeks: 18, sessions_per_week: 4, minutes_per_session: 75 }],
  [Number.POSITIVE_INFINITY, { horizon_weeks: 24, sessions_per_week: 5, minutes_per_session: 90 }],
];

/** Learning to cook or bake: a meal made is the session, so fewer and longer ones than study (decision 116). */
const COOKING =
  /\b(?:cook\w*|bak(?:e|ing)|chef|recipes?|dish(?:es)?|cocin\w*|hornear|recetas?|platos?|kochen|koch\w*|backen|gericht\w*|rezept\w*)\b|طبخ|اطبخ|اكلات|أكلات|اطباق|أطباق|وصفات/u;
const COOKING_DEFAULTS = { sessions_per_week: 3, minutes_per_session: 45 };
/** A tiny daily habit (floss, vitamins, make the bed, a glass of water): five minutes, not a fifteen-minute session. */
const TINY_HABIT =
  /\b(?:floss\w*|brush\w* (?:my )?teeth|vitamins?|make (?:my|the) bed|glass of water|one line|hilo dental|vitaminas?|hacer la cama|zahnseide|vitamine?|bett machen)\b|خيط الاسنان|خيط الأسنان|فيتامين/u;

/** The defaults for what the person did not say: the area's, a race's by its distance, or cooking's. */
export function defaultsFor(domain: TPlanDomain, target: TIntent['target'] | null | undefined, text = ''): Defaults {
  const base = DOMAIN_DEFAULTS[domain];
  const folded = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (domain === 'learning' && COOKING.test(folded)) return { ...base, ...COOKING_DEFAULTS };
  if ((domain === 'habits' || domain === 'selfcare') && TINY_HABIT.test(folded))
    return { ...base, minutes_per_session: 5 };
  const unit = target?.unit.toLowerCase();
  if (domain !== 'running' || !target || (unit !== 'km' && unit !== 'mi')) return base;
  const km = unit === 'mi' ? target.value * KM_PER_MILE : target.value;
  const race = RACE_DEFAULTS.find(([max]) => km <= max)?.[1];
  return race ? { ...base, ...race } : base;
}
