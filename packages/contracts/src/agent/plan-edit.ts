import { z } from 'zod';
import { ZPlanDomain } from './plan.ts';

/**
 * What an OpenAI-compatible model is asked for (decision 039): a compact edit of the built-in planner's draft, never a
 * re-emitted plan. Every field is required; "no change" is `null` (strict structured output: no optional fields).
 * The server applies the edit to the draft, dropping every part that names something the draft does not have, leaves
 * the planner's ranges or gives unsafe advice. Field order matters: `reply` comes first so it streams into the chat
 * while the rest is written.
 */

const text = (max: number, what: string) => z.string().max(max).describe(`${what} (at most ${max} characters)`);
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable();

export const ZPlanEditPhase = z.object({
  id: z.string().describe('The id of a phase of the draft'),
  title: orNull(text(120, 'New phase title, or null to keep')),
  focus: orNull(text(300, 'New focus, or null to keep')),
  why: orNull(text(300, 'New reason for the phase, or null to keep')),
});

/** One kind of session: every activity of the draft with the same title and description (`key` from the brief). */
export const ZPlanEditSession = z.object({
  key: z.string().describe('The key of a session kind of the brief'),
  title: orNull(text(160, 'New title, or null to keep')),
  description: orNull(text(1000, 'New concrete instructions, or null to keep')),
  why: orNull(text(300, 'New reason, or null to keep')),
});

export const ZPlanEditCheckin = z.object({
  question_id: z.string().describe('The id of a check-in question of the brief'),
  prompt: orNull(text(300, 'New wording of the question, or null to keep')),
  options: orNull(
    z
      .array(z.object({ label: text(120, 'Answer'), score: z.number().int().describe('Score within the brief range') }))
      .min(2)
      .max(6)
      .describe('New answers, or null to keep; scores stay within the range the brief gives'),
  ),
});

export const ZPlanEditKpi = z.object({
  id: z.string().describe('The id of a KPI of the brief'),
  target: orNull(z.number().describe('New target within the range the brief gives, or null to keep')),
  why: orNull(text(300, 'New reason, or null to keep')),
});

export const ZPlanEditRecommendation = z.object({
  id: z.string().describe('The id of one of the candidates of the brief'),
  why: text(300, 'Why it fits this person'),
});

export const ZPlanEditNote = z.object({
  week: z.number().int().min(1).describe('The plan week the note is for'),
  text: text(300, 'A short encouraging or practical note'),
  why: text(300, 'Why this note helps'),
});

export const PLAN_EDIT_MAX_NOTES = 3;

export const ZPlanEdit = z.object({
  reply: text(1200, "The chat reply introducing the plan, in the plan's language"),
  /** How the model read the request: it must agree with the draft's intent, or the edit is not used. */
  understood: orNull(
    z.object({
      domain: ZPlanDomain,
      target: orNull(z.object({ value: z.number(), unit: z.string().max(20) })),
    }),
  ),
  question: orNull(text(300, 'One question to ask when unsure, or null')),
  title: orNull(text(160, 'New plan title, or null to keep')),
  summary: orNull(text(1000, 'New plan summary, or null to keep')),
  phases: z.array(ZPlanEditPhase).max(12),
  sessions: z.array(ZPlanEditSession).max(60),
  checkins: z.array(ZPlanEditCheckin).max(20),
  kpis: z.array(ZPlanEditKpi).max(10),
  recommendations: orNull(
    z.array(ZPlanEditRecommendation).max(3).describe('Picked from the candidates, best first; null keeps the draft’s'),
  ),
  notes: z.array(ZPlanEditNote).max(PLAN_EDIT_MAX_NOTES),
});
export type TPlanEdit = z.infer<typeof ZPlanEdit>;
