import { generateText, Output } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { FastifyBaseLogger } from 'fastify';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from '@ito/planner/compose';
import { checkPlanLimits } from '@ito/planner/adapt';
import { checkPlan } from '@ito/planner/safety/check-plan';
import type { ComposeOptions } from '@ito/planner/api';
import type { Config } from '../../platform/config.ts';

/**
 * Turns a complete intent into a plan. Two implementations behind the one zod `Plan` contract (DESIGN 9): the built-in
 * planner, and an OpenAI-compatible model that improves the built-in draft through structured output. The model's
 * answer must pass the schema and keep every limit of the draft; otherwise, or on error or timeout, the built-in
 * plan is the answer. Decision 016.
 */
export type AgentModel = {
  /** `planner` or `openai:<model>`, recorded with each proposal. */
  readonly name: string;
  composePlan(intent: TIntent, options: ComposeOptions): Promise<{ plan: TPlan; model: string }>;
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
  "dated program. You receive a draft plan as JSON that already respects the person's limits.",
  'Improve it for this person: clearer titles, concrete task descriptions, and a short, specific "why" for every',
  'phase, task, KPI and nudge. Keep every id, date, week, kind, minutes value and load exactly as in the draft, keep',
  'the same tasks (do not add or remove any), keep "intent", "limits" and "recommendations" unchanged.',
  'Never give medical diagnoses; for health conditions, advise agreeing targets with a clinician.',
  'Answer with the complete plan as JSON matching the schema.',
].join(' ');

type OpenAiSettings = { baseURL: string; apiKey?: string; model: string; timeoutMs: number };

/** The model path; `fallback` answers whenever the model cannot (decision 016). */
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
    async composePlan(intent, options) {
      const draft = await fallback.composePlan(intent, options);
      try {
        const { output } = await generateText({
          model: provider.chatModel(settings.model),
          system: SYSTEM_PROMPT,
          prompt: JSON.stringify(draft.plan),
          output: Output.object({ schema: ZPlan, name: 'plan' }),
          abortSignal: AbortSignal.timeout(settings.timeoutMs),
          maxRetries: 0,
        });
        const plan = ZPlan.parse(output);
        // The safety gate runs on the model's plan (decision 036): unsafe advice is removed, or the draft answers.
        const safety = checkPlan(plan);
        const problems = [
          ...checkPlanLimits(plan),
          ...keptFromDraft(draft.plan, plan),
          ...(safety.status === 'refused' ? safety.reasons : []),
        ];
        if (problems.length > 0) {
          log.warn({ model: name, problems: problems.slice(0, 5) }, 'model plan rejected; using the built-in plan');
          return draft;
        }
        if (safety.status === 'repaired')
          log.warn({ model: name, repairs: safety.repairs.slice(0, 5) }, 'model plan repaired');
        return { plan: safety.status === 'repaired' ? safety.plan : plan, model: name };
      } catch (err) {
        log.warn({ model: name, err: (err as Error).message }, 'model failed; using the built-in plan');
        return draft;
      }
    },
  };
}

/** What the model was told to keep: the intent, the limits and each task's schedule. */
function keptFromDraft(draft: TPlan, plan: TPlan): string[] {
  const problems: string[] = [];
  if (JSON.stringify(plan.intent) !== JSON.stringify(draft.intent)) problems.push('intent changed');
  if (JSON.stringify(plan.limits) !== JSON.stringify(draft.limits)) problems.push('limits changed');
  const byId = new Map(draft.tasks.map((task) => [task.id, task]));
  if (plan.tasks.length !== draft.tasks.length) problems.push('tasks added or removed');
  for (const task of plan.tasks) {
    const original = byId.get(task.id);
    if (!original) problems.push(`unknown task ${task.id}`);
    else if (original.date !== task.date || original.minutes !== task.minutes || original.kind !== task.kind)
      problems.push(`task ${task.id} rescheduled`);
  }
  return problems;
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
