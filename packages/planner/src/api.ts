/**
 * The planner's public API. Pure TypeScript: no I/O, no clock, no randomness; the same input gives the same
 * output. The server's built-in AgentModel calls these; an OpenAI-compatible model produces the same `TPlan`.
 *
 *   parseIntent(text, today, language?)      -> ParsedIntent      (parse.ts)
 *   nextTurn(state, message, today)          -> TurnResult        (dialogue.ts)
 *   rankCandidates(intent, candidates)       -> TPlanRecommendation[] (retrieval.ts)
 *   composePlan(intent, options)             -> TPlan             (compose.ts)
 *   adaptPlan(plan, events, now)             -> AdaptResult       (adapt.ts)
 *
 * Dates are calendar days `YYYY-MM-DD` (the follower's own calendar); `today` is passed in, never read.
 */
import type { z } from 'zod';
import type {
  TIntent,
  TPlan,
  TPlanDomain,
  TPlanLanguage,
  TPlanTask,
  ZPlanRecommendation,
} from '@ito/contracts/agent/plan';
import type { TSafetyCategory, TSafetyResource } from '@ito/contracts/agent/conversations';

export type TPlanRecommendation = z.infer<typeof ZPlanRecommendation>;

/** Texts in the languages a plan keeps besides its own (decision 085), by language. */
export type InLanguages<T> = Partial<Record<TPlanLanguage, T>>;

/** A ranked recommendation, with its why in every language the agent speaks (what `composePlan` keeps). */
export type RankedRecommendation = TPlanRecommendation & { why_in?: InLanguages<string> };

/** The slots a message gave (absent = not said), and what the parser noticed. */
export type ParsedIntent = {
  text: string;
  domain: TPlanDomain | null;
  /** 0..1: how sure the domain is (the classifier and the keyword evidence, nlu/understand.ts). */
  domain_confidence: number;
  /** What kind of request this is (absent: a plan request, as before decision 034). */
  request?: 'plan' | 'out_of_scope' | 'greeting' | 'vague';
  /** The closest areas, best first, when the domain is unclear (for one clarifying question). */
  candidates?: TPlanDomain[];
  /** The person was not sure of the area and the closest was taken (decision 093; absent: they named or confirmed it). */
  area_assumed?: boolean;
  goal: string | null;
  target: TIntent['target'];
  /**
   * Where the person is now ("I can do 4 pull-ups now"): a starting point, never the target (decision 034). Its unit
   * is '' when the message gave none and no target named one. Absent on states saved before it.
   */
  baseline?: TIntent['target'];
  horizon_weeks: number | null;
  sessions_per_week: number | null;
  minutes_per_session: number | null;
  /** A week's time for the goal ("150 minutes a week"), split over the sessions once they are known (decision 109). */
  minutes_per_week?: number | null;
  level: TIntent['level'] | null;
  available_days: number[] | null;
  /** Days named for one kind of session ("longer on sundays"): not the days available (absent: none). */
  preferred_days?: number[] | null;
  injuries: string[];
  equipment: string[];
  budget_minor: number | null;
};

/** The slot the dialogue asks about next. */
export type SlotName =
  'domain' | 'horizon_weeks' | 'sessions_per_week' | 'minutes_per_session' | 'level' | 'available_days';

/** Carried between turns (stored with the conversation as JSON). */
export type DialogueState = {
  /** Everything the person said so far, merged (later answers win). */
  parsed: ParsedIntent | null;
  /** Questions already asked (at most 3 before a proposal). */
  asked: SlotName[];
  /** The slot the last question asked about, so a bare answer ("3", "mornings") fills it. */
  pending: SlotName | null;
  /** What the safety gate noticed so far (absent on states saved before it). */
  safety?: SafetyState;
  /** The conversation's language: the first message sets it, a later one changes it only when clearly another. */
  language?: TPlanLanguage;
};

/** The safety gate's memory (safety/gate.ts, decision 036). */
export type SafetyState = {
  /** `clearance`: a red flag was raised; no physical plan until the person says a doctor cleared them. */
  hold: 'clearance' | null;
  flags: TSafetyCategory[];
  /** Safety notes not yet said (they go with the next reply). */
  notices: string[];
};

export type QuickReply = { label: string; value: string };

/** `support`: distress or eating-disorder signals; `caution`: red flags, pain, fasting (decision 036). */
export type SafetyTurn<K extends 'support' | 'caution'> = {
  kind: K;
  state: DialogueState;
  category: TSafetyCategory;
  text: string;
  resources: TSafetyResource[];
};

export type TurnResult =
  | { kind: 'question'; state: DialogueState; slot: SlotName; text: string; quick_replies: QuickReply[] }
  | {
      kind: 'ready';
      state: DialogueState;
      intent: TIntent;
      assumptions: string[];
      /** The same assumptions in the other languages a plan keeps its texts in (decision 085). */
      assumptions_in?: InLanguages<string[]>;
      notices?: string[];
    }
  /** The safety gate answered instead of the dialogue: no plan (decision 036). */
  | SafetyTurn<'support'>
  | SafetyTurn<'caution'>
  /**
   * An answer with no question and no plan (decision 034): a request outside what the agent plans for, or a
   * language it does not speak (that answer is in English, naming the languages it speaks).
   */
  | {
      kind: 'message';
      reason: 'out_of_scope' | 'unsupported_language' | 'refused' | 'abusive';
      state: DialogueState;
      text: string;
      quick_replies: QuickReply[];
    };

/** A catalogue item the server found by full-text search, for the planner to rank. */
export type Candidate = {
  kind: 'program' | 'protocol' | 'creator';
  id: string;
  title: string;
  summary: string;
  tags: string[];
  category: string | null;
  level: string | null;
  duration_weeks: number | null;
  price_minor: number;
  rating: number;
  popularity: number;
};

export type ComposeOptions = {
  start_date: string;
  assumptions: string[];
  /** `assumptions` in other languages, so the plan's texts in them say the same (decision 085). */
  assumptions_in?: InLanguages<string[]>;
  recommendations: RankedRecommendation[];
};

/** Something that happened to the plan since it was made. */
export type PlanEvent =
  | { type: 'task_done'; task_id: string; at: string }
  | { type: 'task_skipped'; task_id: string; at: string }
  | {
      type: 'assessment';
      task_id: string;
      at: string;
      score: number;
      max_score: number;
      /** Question id -> chosen option index, and the follower's note: read for pain and red flags (decision 036). */
      answers?: Record<string, number>;
      notes?: string | null;
    }
  | { type: 'kpi_value'; kpi_id: string; at: string; value: number }
  /** The follower's answer to "what got in the way?" after missed sessions (decision 038). */
  | { type: 'miss_reason'; at: string; reason: MissReason }
  /** The follower's answer to the offer to change an off-track plan (decision 038). */
  | { type: 'goal_choice'; at: string; choice: GoalChoice }
  | {
      type: 'follower_edit';
      task_id: string;
      at: string;
      changes: Partial<Pick<TPlanTask, 'date' | 'minutes' | 'title'>>;
    };

export const MISS_REASONS = ['no_time', 'too_hard', 'unwell', 'motivation', 'other'] as const;
export type MissReason = (typeof MISS_REASONS)[number];
export const GOAL_CHOICES = ['easier', 'change_goal', 'keep'] as const;
export type GoalChoice = (typeof GOAL_CHOICES)[number];

export type PlanChange = {
  kind:
    | 'moved'
    | 'bridged'
    | 'reramped'
    | 'load_lowered'
    | 'load_raised'
    | 'dropped'
    | 'paused'
    /** A session type the follower kept skipping became another of the same domain (decision 038). */
    | 'swapped'
    /** The next session became an easy, short recovery session. */
    | 'recovery'
    /** Sessions were shortened (time was short). */
    | 'shortened'
    /** A KPI's target moved. */
    | 'target_changed'
    /** A question for the follower: why they missed sessions (`question: 'miss_reason'`). */
    | 'asked'
    /** An offer to make an off-track plan easier or change the goal (`question: 'goal_change'`). */
    | 'offered';
  task_ids: string[];
  why: string;
  /** For `asked` and `offered`: what is asked, and the answers to tap (each becomes an event when chosen). */
  question?: 'miss_reason' | 'goal_change';
  quick_replies?: QuickReply[];
};

export type AdaptResult = {
  plan: TPlan;
  changes: PlanChange[];
  /** The changes' whys, in order, in each language the plan keeps its texts in (decision 090). */
  why_in?: InLanguages<string[]>;
};
