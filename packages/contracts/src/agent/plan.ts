import { z } from 'zod';

/**
 * The agent's plan: one contract for the built-in planner (`packages/planner`) and an OpenAI-compatible model
 * (structured output validated against this schema). Dates are calendar days (`YYYY-MM-DD`) in the follower's time
 * zone; weekdays are ISO numbers (1 = Monday ... 7 = Sunday). Every element says why it is there.
 */

export const PLAN_DOMAINS = [
  'running',
  'strength',
  'weight',
  'sleep',
  'stress',
  'diabetes',
  'learning',
  'career',
  'business',
  'finance',
  'habits',
  'swimming',
  'music',
  'mobility',
  'interview',
  'heart',
  'exams',
  'language',
  'smoking',
  'driving',
  'drinking',
  'walking',
  'content',
  'speaking',
  'relationships',
  'parenting',
  'social',
  'selfcare',
  'projects',
  'sport',
] as const;
export const ZPlanDomain = z.enum(PLAN_DOMAINS);
export type TPlanDomain = z.infer<typeof ZPlanDomain>;

/** The languages the agent speaks: what the person writes in, and what the plan's own text is written in. */
export const PLAN_LANGUAGES = ['en', 'ar', 'es', 'de'] as const;
export const ZPlanLanguage = z.enum(PLAN_LANGUAGES);
export type TPlanLanguage = z.infer<typeof ZPlanLanguage>;

export const PLAN_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const ZPlanLevel = z.enum(PLAN_LEVELS);

export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'agent.date_format');
export const ZWeekday = z.number().int().min(1).max(7);

/** What the person asked for, as understood: the slots the dialogue fills. */
export const ZIntent = z.object({
  text: z.string().max(2000),
  domain: ZPlanDomain,
  /** The goal in the person's terms, e.g. "Run a 10K". */
  goal: z.string().min(1).max(200),
  /** A measurable target where there is one, e.g. { value: 10, unit: 'km' }. */
  target: z.object({ value: z.number(), unit: z.string().max(20) }).nullable(),
  /** Where the person is now, in the target's unit ("I've written 23k words"; absent on plans made before it). */
  baseline: z
    .object({ value: z.number(), unit: z.string().max(20) })
    .nullable()
    .optional(),
  horizon_weeks: z.number().int().min(1).max(104),
  sessions_per_week: z.number().int().min(1).max(14),
  minutes_per_session: z.number().int().min(5).max(240),
  level: ZPlanLevel,
  /** Days the person can train or work on it; empty means any day. */
  available_days: z.array(ZWeekday).max(7),
  injuries: z.array(z.string().max(100)).max(10),
  equipment: z.array(z.string().max(100)).max(20),
  /** A spending limit in minor units, when the person gave one. */
  budget_minor: z.number().int().min(0).nullable(),
  /** The language the person wrote in and the plan is written in (absent on plans made before it: English). */
  language: ZPlanLanguage.optional(),
});
export type TIntent = z.infer<typeof ZIntent>;

/** The limits adaptation must never break. */
export const ZPlanLimits = z.object({
  start_date: ZIsoDate,
  end_date: ZIsoDate,
  minutes_per_session: z.number().int().min(5).max(240),
  sessions_per_week: z.number().int().min(1).max(14),
  available_days: z.array(ZWeekday).max(7),
  /** At least this many days without a session in every plan week (seven days from the start date). */
  min_rest_days_per_week: z.number().int().min(0).max(6),
  /** Load is a relative intensity (1 = the plan's baseline); adaptation keeps it within these bounds. */
  min_load: z.number().positive(),
  max_load: z.number().positive(),
});
export type TPlanLimits = z.infer<typeof ZPlanLimits>;

export const ZPlanPhase = z.object({
  id: z.string().min(1).max(40),
  title: z.string().min(1).max(120),
  /** 1-based weeks of the plan, inclusive. */
  week_start: z.number().int().min(1),
  week_end: z.number().int().min(1),
  focus: z.string().max(300),
  why: z.string().min(1).max(300),
});

export const TASK_KINDS = ['activity', 'assessment', 'kpi'] as const;
export const ZPlanTaskKind = z.enum(TASK_KINDS);

export const ZAssessmentQuestion = z.object({
  id: z.string().min(1).max(40),
  prompt: z.string().min(1).max(300),
  /** Answers score 0..max; higher is better. */
  options: z
    .array(z.object({ label: z.string().min(1).max(120), score: z.number().int().min(0) }))
    .min(2)
    .max(6),
});

export const ZPlanTask = z.object({
  id: z.string().min(1).max(40),
  kind: ZPlanTaskKind,
  phase_id: z.string().min(1).max(40),
  /** 1-based week of the plan. */
  week: z.number().int().min(1),
  date: ZIsoDate,
  title: z.string().min(1).max(160),
  description: z.string().max(1000),
  minutes: z.number().int().min(0).max(240),
  /** Relative intensity; 1 is the plan's baseline for this kind of session. */
  load: z.number().min(0),
  why: z.string().min(1).max(300),
  /** Assessment tasks carry their questions; KPI tasks name the KPI to record. */
  questions: z.array(ZAssessmentQuestion).max(10).optional(),
  kpi_id: z.string().max(40).optional(),
  /** Set when the follower changed this task themselves: adaptation never moves or drops it. */
  edited_by_follower: z.boolean().default(false),
  /**
   * A lesson of a catalogue program the person took into the plan (decision 115): the creator's words, the
   * person's choice; adaptation leaves it where it is and the limits do not count it.
   */
  lesson: z.object({ program_id: z.string().min(1).max(40), lesson_id: z.string().min(1).max(40) }).optional(),
});
export type TPlanTask = z.infer<typeof ZPlanTask>;

export const ZPlanKpi = z.object({
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(120),
  unit: z.string().max(20),
  baseline: z.number().nullable(),
  target: z.number(),
  direction: z.enum(['increase', 'decrease', 'maintain']),
  why: z.string().min(1).max(300),
});
export type TPlanKpi = z.infer<typeof ZPlanKpi>;

export const ZPlanNudge = z.object({
  id: z.string().min(1).max(40),
  date: ZIsoDate,
  text: z.string().min(1).max(300),
  why: z.string().min(1).max(300),
});

/** A catalogue program, protocol or creator proposed beside the personal plan. */
export const ZPlanRecommendation = z.object({
  kind: z.enum(['program', 'protocol', 'creator']),
  id: z.string().min(1),
  title: z.string().min(1).max(200),
  why: z.string().min(1).max(300),
});

/**
 * The planner's own words for a plan in one language, element by element (decision 085): what `planIn` (plan-texts.ts)
 * shows when the person reads the plan in a language other than the one it was made in. Keyed by element id; a
 * recommendation by `kind:id`.
 */
const ZTextOf = <T extends z.ZodRawShape>(shape: T) => z.record(z.string().max(200), z.object(shape));
export const ZPlanTexts = z.object({
  title: z.string().max(160),
  summary: z.string().max(1000),
  assumptions: z.array(z.string().max(300)).max(10),
  phases: ZTextOf({ title: z.string().max(120), focus: z.string().max(300), why: z.string().max(300) }),
  tasks: ZTextOf({
    title: z.string().max(160),
    description: z.string().max(1000),
    why: z.string().max(300),
    /** Check-in questions by id: the prompt and the options' labels in order. */
    questions: z
      .record(
        z.string().max(40),
        z.object({ prompt: z.string().max(300), options: z.array(z.string().max(120)).max(6) }),
      )
      .optional(),
  }),
  kpis: ZTextOf({ name: z.string().max(120), unit: z.string().max(20), why: z.string().max(300) }),
  nudges: ZTextOf({ text: z.string().max(300), why: z.string().max(300) }),
  recommendations: ZTextOf({ why: z.string().max(300) }),
});
export type TPlanTexts = z.infer<typeof ZPlanTexts>;

export const ZPlan = z.object({
  version: z.literal(1),
  title: z.string().min(1).max(160),
  summary: z.string().min(1).max(1000),
  intent: ZIntent,
  limits: ZPlanLimits,
  /** What the planner assumed for slots the person did not give. */
  assumptions: z.array(z.string().max(300)).max(10),
  phases: z.array(ZPlanPhase).min(1).max(12),
  tasks: z.array(ZPlanTask).max(500),
  kpis: z.array(ZPlanKpi).max(10),
  nudges: z.array(ZPlanNudge).max(100),
  recommendations: z.array(ZPlanRecommendation).max(10),
  /** Keys of the events adaptation already acted on (check-ins, KPI values), so adapting again changes nothing. */
  applied_events: z.array(z.string().max(200)).max(1000).optional(),
  /**
   * The planner's texts of this plan in its own language and in the web's languages, as it composed them (decision
   * 085). Absent on plans made before it; a text changed since (by a model editing the draft, adaptation or
   * the follower) no longer matches its own language's entry and is shown as it is.
   */
  texts: z.partialRecord(ZPlanLanguage, ZPlanTexts).optional(),
});
export type TPlan = z.infer<typeof ZPlan>;
