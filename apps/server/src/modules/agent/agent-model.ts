import { jsonSchema, Output, streamText } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { FastifyBaseLogger } from 'fastify';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { ZPlanEdit, type TPlanEdit } from '@ito/contracts/agent/plan-edit';
import { composePlan } from '@ito/planner/compose';
import { checkPlanLimits } from '@ito/planner/adapt';
import { checkPlan } from '@ito/planner/safety/check-plan';
import { reviewPlan } from '@ito/planner/review';
import type { ComposeOptions, TPlanRecommendation } from '@ito/planner/api';
import type { Config } from '../../platform/config.ts';
import { agreesWithDraft, applyPlanEdit, draftBrief, unsafeText } from './plan-edit.ts';
import { toStrictJsonSchema } from './strict-schema.ts';

/**
 * Turns a complete intent into a plan. Two implementations behind the one zod `Plan` contract (DESIGN 9): the built-in
 * planner, and an OpenAI-compatible model that edits the built-in draft (decision 039): it is shown a compact brief
 * of the draft and answers a small structured edit (strict JSON schema), streamed; the server checks every part and
 * applies what holds. On an error, a timeout or an answer that is not an edit, the draft is the answer.
 */
export type AgentModel = {
  /** `planner` or `openai:<model>`, recorded with each proposal. */
  readonly name: string;
  composePlan(intent: TIntent, options: ComposeOptions, context?: ComposeContext): Promise<ComposedPlan>;
};

export type ComposeContext = {
  /** Catalogue items the model may pick recommendations from (the draft's come from these too). */
  candidates?: readonly TPlanRecommendation[];
  /** The model's reply so far, each time it grows, while the rest of its edit is written. */
  onReplyText?: (text: string) => void;
};

export type ComposedPlan = {
  plan: TPlan;
  /** Which drafted the proposal: `planner`, or `openai:<model>` when the model's edit was applied. */
  model: string;
  /** The model's chat reply and question, when it gave safe ones. */
  reply?: string;
  question?: string;
};

export function createBuiltInModel(): AgentModel {
  return {
    name: 'planner',
    async composePlan(intent, options) {
      return { plan: composePlan(intent, options), model: 'planner' };
    },
  };
}

const SYSTEM_PROMPT = [
  'You are the planning agent of "Intent to Outcomes", which turns what a person wants to achieve into a guided,',
  'dated program. You receive a brief of a draft plan (JSON) that already respects the person’s limits and schedule.',
  'Answer with an edit of the draft, never a whole plan: a short chat reply introducing the plan; how you read the',
  'request (domain and target); clearer titles, concrete instructions and specific reasons for this person, naming',
  'what to change by the ids and keys of the brief; KPI targets only within their target_range; check-in answers only',
  'with scores within their score_range; recommendations only from the candidates; up to 3 short notes. Use null or',
  'an empty list for what you keep. Write every text in the language given by "language".',
  'Never advise fasting, skipping meals, very low calories, training through pain or performance drugs; never give',
  'medical diagnoses; for health conditions, advise agreeing targets with a clinician.',
].join(' ');

const EDIT_SCHEMA = toStrictJsonSchema(ZPlanEdit);

type OpenAiSettings = { baseURL: string; apiKey?: string; model: string; timeoutMs: number };

/** The model path; `fallback` drafts, and answers alone whenever the model cannot (decision 039). */
export function createOpenAiModel(settings: OpenAiSettings, fallback: AgentModel, log: FastifyBaseLogger): AgentModel {
  const provider = createOpenAICompatible({
    name: 'ai',
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  });
  const name = `openai:${settings.model}`;
  return {
    name,
    async composePlan(intent, options, context = {}) {
      const draft = await fallback.composePlan(intent, options);
      const candidates = context.candidates ?? options.recommendations;
      let edit: TPlanEdit;
      try {
        edit = await askForEdit(draft.plan, candidates, context.onReplyText);
      } catch (err) {
        log.warn({ model: name, err: (err as Error).message }, 'model failed; using the built-in plan');
        return draft;
      }
      if (!agreesWithDraft(edit, draft.plan.intent)) {
        log.warn({ model: name, understood: edit.understood }, 'model read another request; using the built-in plan');
        return draft;
      }
      const edited = applyPlanEdit(draft.plan, edit, candidates);
      const { dropped } = edited;
      // The plan's review repairs the model's words (lengths that disagree with the minutes, a title without the goal;
      // decision 104); the safety gate and the limits run on the result (decisions 036, 016): a plan they refuse,
      // or one the review cannot repair, is not the model's.
      const review = reviewPlan(edited.plan);
      const plan = review.plan;
      const safety = checkPlan(plan);
      const problems = [
        ...review.problems,
        ...checkPlanLimits(plan),
        ...(safety.status === 'refused' ? safety.reasons : []),
      ];
      if (problems.length > 0 || !ZPlan.safeParse(plan).success) {
        log.warn({ model: name, problems: problems.slice(0, 5) }, 'model edit rejected; using the built-in plan');
        return draft;
      }
      if (dropped.length > 0)
        log.warn({ model: name, dropped: dropped.slice(0, 10) }, 'parts of the model edit dropped');
      const language = intent.language;
      const reply = edit.reply.trim() && !unsafeText(edit.reply, language) ? edit.reply.trim() : undefined;
      const question = edit.question?.trim() && !unsafeText(edit.question, language) ? edit.question.trim() : undefined;
      return {
        plan: safety.status === 'repaired' ? safety.plan : plan,
        model: name,
        ...(reply ? { reply } : {}),
        ...(question ? { question } : {}),
      };
    },
  };

  /** One streamed call: the reply is passed on as it grows; the whole answer must parse as an edit. */
  async function askForEdit(
    draft: TPlan,
    candidates: readonly TPlanRecommendation[],
    onReplyText?: (text: string) => void,
  ): Promise<TPlanEdit> {
    const failures: unknown[] = [];
    const result = streamText({
      model: provider.chatModel(settings.model),
      system: SYSTEM_PROMPT,
      prompt: JSON.stringify(draftBrief(draft, candidates)),
      output: Output.object({ schema: jsonSchema<TPlanEdit>(EDIT_SCHEMA), name: 'plan_edit' }),
      abortSignal: AbortSignal.timeout(settings.timeoutMs),
      maxRetries: 0,
      onError: ({ error }) => void failures.push(error),
    });
    let shown = '';
    let blocked = false;
    for await (const partial of result.partialOutputStream) {
      const reply = typeof partial?.reply === 'string' ? partial.reply : '';
      if (blocked || reply.length <= shown.length || !reply.startsWith(shown)) continue;
      // What streams is screened too: unsafe words stop the stream (and clear what was shown).
      blocked = unsafeText(reply, draft.intent.language) !== null;
      shown = blocked ? '' : reply;
      onReplyText?.(shown);
    }
    const text = await result.text;
    if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
    return ZPlanEdit.parse(JSON.parse(text));
  }
}

/** The model for this configuration: the OpenAI-compatible one when `AI_BASE_URL` is set, else the built-in. */
export function createAgentModel(config: Config, log: FastifyBaseLogger): AgentModel {
  const builtIn = createBuiltInModel();
  if (!config.AI_BASE_URL || !config.AI_MODEL) return builtIn;
  return createOpenAiModel(
    {
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    },
    builtIn,
    log,
  );
}
