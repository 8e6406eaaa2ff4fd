import { randomUUID } from 'node:crypto';
import type { TAgentMessage } from '@ito/contracts/agent/conversations';
import type { TPlan } from '@ito/contracts/agent/plan';
import type { EvalCase } from './cases.ts';

/**
 * Drives one case through the real API the way the web app does (README of the shared dev set): a guest, a
 * conversation started with the case's text, then one answer per question (the case's answer for the asked slot, else
 * "not sure") until the agent's last message is not a question. Transport-agnostic: the CLI and the bench send HTTP to
 * a running server, the CI test goes through `app.inject`.
 */

export type ApiRequest = { path: string; body: unknown; headers: Record<string, string> };
export type ApiResponse = { status: number; body: unknown };
export type Send = (request: ApiRequest) => Promise<ApiResponse>;

/** What the case's conversation produced: every agent message, and the plan when the last one was a proposal. */
export type Transcript = {
  agentMessages: TAgentMessage[];
  plan: TPlan | null;
  /** `payload.kind` of the agent's last message (null: plain text). */
  lastKind: string | null;
  /** The slots asked, in order. */
  asked: string[];
  /** A failed request, or a conversation still asking after MAX_ANSWERS: every check of the case fails with it. */
  error: string | null;
};

export const NOT_SURE = 'not sure';
/** A conversation still asking after this many answers is stuck (the planner asks at most a handful). */
export const MAX_ANSWERS = 12;

/**
 * Each case is a different person: its own guest, and its own client address (RFC 2544 benchmark range, sent as
 * X-Forwarded-For, which the server trusts from loopback), so the per-client turn limit (20 a minute) applies per
 * case as it does per person, and hundreds of cases do not share one address's budget.
 */
export function clientAddress(index: number): string {
  return `198.18.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}

type ConversationData = { conversation: { id: string }; messages: TAgentMessage[] };

export async function runCase(send: Send, c: EvalCase, index: number): Promise<Transcript> {
  const transcript: Transcript = { agentMessages: [], plan: null, lastKind: null, asked: [], error: null };
  const base = { 'x-forwarded-for': clientAddress(index), 'x-time-zone': 'UTC' };
  const post = async <T>(path: string, body: unknown, headers: Record<string, string>): Promise<T> => {
    const res = await send({ path, body, headers: { ...base, ...headers, 'idempotency-key': randomUUID() } });
    if (res.status < 200 || res.status > 299) {
      throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    return (res.body as { data: T }).data;
  };
  try {
    const guest = await post<{ accessToken: string }>(
      '/api/guest/start',
      { session_key: randomUUID().replaceAll('-', '').slice(0, 24) },
      {},
    );
    const auth = { authorization: `Bearer ${guest.accessToken}` };
    const started = await post<ConversationData>('/api/agent/conversations', { message: c.text }, auth);
    let last = collect(transcript, started.messages);
    for (let answers = 0; last?.payload?.kind === 'question'; answers += 1) {
      if (answers >= MAX_ANSWERS) throw new Error(`still asking after ${MAX_ANSWERS} answers (${transcript.asked})`);
      const slot = last.payload.slot;
      transcript.asked.push(slot);
      const answer = c.answers?.[slot as keyof NonNullable<EvalCase['answers']>] ?? NOT_SURE;
      const path = `/api/agent/conversations/${encodeURIComponent(started.conversation.id)}/messages`;
      last = collect(transcript, await post<TAgentMessage[]>(path, { message: answer }, auth));
    }
    transcript.lastKind = last?.payload?.kind ?? null;
    if (last?.payload?.kind === 'proposal') transcript.plan = last.payload.plan;
  } catch (err) {
    transcript.error = err instanceof Error ? err.message : String(err);
  }
  return transcript;
}

/** Keeps the agent's messages; answers the last one (the reply to this turn). */
function collect(transcript: Transcript, messages: TAgentMessage[]): TAgentMessage | undefined {
  const agent = messages.filter((m) => m.role === 'agent');
  transcript.agentMessages.push(...agent);
  return agent.at(-1);
}

/** Runs cases with a few in flight at once (the server and the runner share the machine). */
export async function runCases(
  send: Send,
  cases: readonly EvalCase[],
  options: { concurrency?: number; onDone?: (c: EvalCase, t: Transcript, done: number) => void } = {},
): Promise<Transcript[]> {
  const results: Transcript[] = new Array(cases.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const c = cases[index]!;
      results[index] = await runCase(send, c, index);
      done += 1;
      options.onDone?.(c, results[index]!, done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return results;
}

/** A `Send` over HTTP to a running server. */
export function httpSend(baseUrl: string, timeoutMs = 30_000): Send {
  return async ({ path, body, headers }) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: res.status, body: parsed };
  };
}
