import type { FastifyInstance } from 'fastify';
import { englishText, type MessageCode } from '@ito/contracts/common/message-codes';
import { invalid } from './errors.ts';

/**
 * Text and numbers no route can store or compute with. PostgreSQL refuses NUL in `text` and `jsonb`, and refuses a
 * lone UTF-16 surrogate inside `jsonb` (JSON.stringify writes it as `\ud800`); a number past 2^53 has lost its
 * digits already, and `1e999` parses to Infinity. Rejecting them here, before any schema or handler runs, answers
 * every route (including ones not written yet) with a 422 that names the field, instead of a database error.
 */
export const HOSTILE_INPUT_CODES = {
  nul: 'validation.nul',
  surrogate: 'validation.surrogate',
  number: 'validation.number_range',
  depth: 'validation.too_deep',
} as const satisfies Record<string, MessageCode>;
/** Their English texts (decision 045), which the tests read. */
export const HOSTILE_INPUT_MESSAGES = {
  nul: englishText(HOSTILE_INPUT_CODES.nul),
  surrogate: englishText(HOSTILE_INPUT_CODES.surrogate),
  number: englishText(HOSTILE_INPUT_CODES.number),
  depth: englishText(HOSTILE_INPUT_CODES.depth),
};

/** Deeper than any contract nests (the protocol graph is about 6 levels); beyond it nothing is worth walking. */
export const MAX_INPUT_DEPTH = 32;

type Finding = { field: string; message: MessageCode };

/**
 * The first value in `input` that no route accepts, with its field path (`nodes.0.position.x`, as schema errors
 * name fields). Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findHostileValue(input: unknown, root = ''): Finding | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    const field = path || 'body';
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { field, message };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        return { field, message: HOSTILE_INPUT_CODES.number };
      }
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { field, message: HOSTILE_INPUT_CODES.depth };
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyProblem = textProblem(key);
        if (keyProblem) return { field: path || 'body', message: keyProblem };
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** In a `u` regex a surrogate pair is one code point, so `\p{Cs}` only matches a lone half. */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): MessageCode | undefined {
  if (text.includes('\u0000')) return HOSTILE_INPUT_CODES.nul;
  if (LONE_SURROGATE.test(text)) return HOSTILE_INPUT_CODES.surrogate;
  return undefined;
}

/**
 * Checks the path parameters, query and parsed body of every routed request before validation. Multipart bodies
 * are not parsed at this point (the files module streams them); the one text they carry, the file name, is
 * cleaned where it is stored.
 */
export function installHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url) return;
    const finding =
      findHostileValue(request.params) ?? findHostileValue(request.query) ?? findHostileValue(request.body);
    if (finding) {
      throw invalid(finding.field, finding.message);
    }
  });
}
