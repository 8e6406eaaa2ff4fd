import { z } from 'zod';
import { unsafeAdvice } from '@ito/planner/safety/check-plan';
import type { ModelClient } from '../../../platform/model-client.ts';
import { say, type Language } from '../../../platform/texts.ts';

/**
 * What an AI module writes for a follower at a step (decision 048), from the creator's prompts and the follower's
 * data. Two paths behind one shape: the built-in one is deterministic (the branch's prompt, then what the data says,
 * in the follower's language); the configured model writes its own, validated and bounded, and the built-in text
 * replaces it whenever it fails, with the reason kept for the creator's history.
 */
export type GuidanceInput = {
  language: Language;
  protocolName: string;
  stepName: string;
  stepKind: string;
  /** How many times the follower has reached this step (1 on the first visit). */
  iteration: number;
  main: { name: string; prompt: string } | null;
  branch: { name: string; prompt: string };
  /** The follower's finished tasks of this run, newest first. */
  answers: AnsweredTask[];
  /** The run's KPI values, oldest first. */
  kpiValues: number[];
  /** The steps the run went through, oldest first. */
  history: { step: string; kind: string; at: string; branch?: string }[];
  progress: { done: number; total: number };
};

export type AnsweredTask = {
  title: string;
  kind: string;
  status: string;
  score: number | null;
  maxScore: number | null;
  kpiValue: number | null;
  /** Question and chosen option, in words. */
  answers: { question: string; answer: string }[];
};

export type Guidance = {
  title: string;
  text: string;
  /** `built-in`, or `openai:<model>` when the model's answer was used. */
  source: string;
  /** Why the model's answer was not used, when it was not. */
  fallback?: string;
};

export const GUIDANCE_LIMITS = { titleMax: 120, textMax: 1200, promptMax: 600 } as const;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The built-in guidance: the same input always gives the same text. */
export function builtInGuidance(input: GuidanceInput): Guidance {
  const { language } = input;
  const lines: string[] = [];
  const prompt = input.branch.prompt.trim();
  if (prompt) lines.push(clip(prompt, GUIDANCE_LIMITS.promptMax));
  const main = input.main?.prompt.trim();
  if (main) lines.push(clip(main, GUIDANCE_LIMITS.promptMax / 2));
  const scored = input.answers.find((a) => a.score !== null && a.maxScore !== null);
  if (scored) {
    lines.push(say(language, 'guidance.score', { score: scored.score!, max: scored.maxScore! }));
    const said = scored.answers.slice(0, 4).map((a) => `${a.question}: ${a.answer}`);
    if (said.length > 0) lines.push(say(language, 'guidance.answers', { answers: said.join('; ') }));
  }
  const [previous, latest] =
    input.kpiValues.slice(-2).length === 2 ? input.kpiValues.slice(-2) : [null, input.kpiValues.at(-1)];
  if (latest !== undefined && latest !== null) {
    if (previous === null || previous === latest) lines.push(say(language, 'guidance.kpi', { value: latest }));
    else
      lines.push(
        say(language, latest > previous ? 'guidance.kpi_up' : 'guidance.kpi_down', { value: latest, previous }),
      );
  }
  if (input.progress.total > 0) {
    lines.push(say(language, 'guidance.progress', { ...input.progress, protocol: input.protocolName }));
  }
  if (input.iteration > 1) lines.push(say(language, 'guidance.again', { count: input.iteration }));
  return {
    title: clip(
      input.branch.name.trim() || say(language, 'guidance.title', { step: input.stepName }),
      GUIDANCE_LIMITS.titleMax,
    ),
    text: clip(lines.join('\n'), GUIDANCE_LIMITS.textMax),
    source: 'built-in',
  };
}

const ZModelGuidance = z.object({
  title: z.string().trim().min(1).max(GUIDANCE_LIMITS.titleMax),
  guidance: z.string().trim().min(1).max(GUIDANCE_LIMITS.textMax),
});

/** The strict response format of `ZModelGuidance` (every property required, nothing else allowed). */
const GUIDANCE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', description: `A short title, at most ${GUIDANCE_LIMITS.titleMax} characters.` },
    guidance: { type: 'string', description: `The guidance, at most ${GUIDANCE_LIMITS.textMax} characters.` },
  },
  required: ['title', 'guidance'],
  additionalProperties: false,
};

const SYSTEM_PROMPT = [
  'You write the guidance a person following a coaching protocol receives at one of its steps. The creator of the',
  'protocol wrote a main prompt (the whole protocol’s aim and tone) and a branch prompt (what to do at this step).',
  'You are given both and the person’s data: their answers, KPI values, the steps they went through and progress.',
  'Answer with a short title and a few sentences of concrete, kind guidance for this person, built on their data,',
  'in the language given by "language". Never advise fasting, skipping meals, very low calories, training through',
  'pain or performance drugs; never give medical diagnoses.',
].join(' ');

/** What the model is shown: the prompts and a bounded summary of the data (never the whole run). */
export function guidanceBrief(input: GuidanceInput) {
  return {
    language: input.language,
    protocol: input.protocolName,
    step: { name: input.stepName, kind: input.stepKind, visit: input.iteration },
    main_prompt: input.main?.prompt.slice(0, 2000) ?? null,
    branch_prompt: input.branch.prompt.slice(0, 2000),
    answers: input.answers.slice(0, 10),
    kpi_values: input.kpiValues.slice(-20),
    history: input.history.slice(-30),
    progress: input.progress,
  };
}

/** The model's guidance, or the built-in one (with the reason) when the model fails or answers out of bounds. */
export async function writeGuidance(model: ModelClient | null, input: GuidanceInput): Promise<Guidance> {
  const builtIn = builtInGuidance(input);
  if (!model) return builtIn;
  try {
    const answer = await model.ask({
      system: SYSTEM_PROMPT,
      prompt: JSON.stringify(guidanceBrief(input)),
      jsonSchema: GUIDANCE_JSON_SCHEMA,
      schemaName: 'step_guidance',
      schema: ZModelGuidance,
    });
    const unsafe = unsafeAdvice(`${answer.title}\n${answer.guidance}`);
    if (unsafe) return { ...builtIn, fallback: `unsafe advice (${unsafe})` };
    return { title: answer.title, text: answer.guidance, source: model.name };
  } catch (err) {
    return { ...builtIn, fallback: reasonOf(err) };
  }
}

/** A short, log-safe reason: the error's kind, not the model's text. */
function reasonOf(err: unknown): string {
  if (err instanceof z.ZodError) return 'answer out of bounds';
  const name = err instanceof Error ? err.name : 'error';
  // Not JSON, or JSON the response format refuses (the SDK parses it before we do).
  if (err instanceof SyntaxError || name === 'AI_NoObjectGeneratedError') return 'malformed answer';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  return clip(err instanceof Error ? `${name}: ${err.message}` : String(err), 160);
}
