import { generateText, jsonSchema, Output } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { z } from 'zod';
import type { Config } from './config.ts';

/**
 * The configured OpenAI-compatible model (`AI_BASE_URL`, `AI_MODEL`), for modules other than the agent's planner that
 * ask it one structured question: the AI modules of a run and the protocol wizard (decision 048). The answer is held
 * to a strict JSON schema on the wire and parsed with zod here, so a caller gets a value of its type or an error
 * (timeout, HTTP error, malformed or oversized answer), never something half-checked. No configuration: no client,
 * and callers use their built-in path.
 */
export type ModelClient = {
  /** `openai:<model>`, recorded with what the model produced. */
  readonly name: string;
  ask<T>(question: ModelQuestion<T>): Promise<T>;
};

export type ModelQuestion<T> = {
  system: string;
  prompt: string;
  /** Sent as the strict response format: every property required, `additionalProperties: false`. */
  jsonSchema: Record<string, unknown>;
  schemaName: string;
  /** What the answer must parse as; bounds (lengths, counts) belong here. */
  schema: z.ZodType<T>;
};

/** An answer longer than this is refused before parsing: nothing asked of the model needs more. */
const MAX_ANSWER_CHARS = 20_000;

export function createModelClient(config: Config): ModelClient | null {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  const provider = createOpenAICompatible({
    name: 'ai',
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    supportsStructuredOutputs: true,
  });
  const modelId = config.AI_MODEL;
  return {
    name: `openai:${modelId}`,
    async ask<T>(question: ModelQuestion<T>): Promise<T> {
      const result = await generateText({
        model: provider.chatModel(modelId),
        system: question.system,
        prompt: question.prompt,
        output: Output.object({ schema: jsonSchema(question.jsonSchema), name: question.schemaName }),
        abortSignal: AbortSignal.timeout(config.AI_TIMEOUT_MS),
        maxRetries: 0,
      });
      if (result.text.length > MAX_ANSWER_CHARS) throw new Error(`answer of ${result.text.length} characters`);
      return question.schema.parse(JSON.parse(result.text));
    },
  };
}
