import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { strictSchemaProblems } from '../modules/agent/strict-schema.ts';

export type ChatRequest = { headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
export type FakeAnswer = { content?: string; status?: number; delayMs?: number };

/**
 * A local server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`), for the agent's model
 * path. As OpenAI does, it refuses (400) a `json_schema` response format with `strict: true` whose schema breaks the
 * strict-mode rules, and streams with `stream: true` (server-sent events of `chat.completion.chunk`s, then
 * `data: [DONE]`). Each request is recorded; `answer` decides the assistant message's content (or a delay before the
 * answer, or an HTTP error).
 */
export async function startFakeChatCompletions(answer: (request: ChatRequest) => FakeAnswer) {
  const requests: ChatRequest[] = [];
  const refusals: string[][] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        sendError(res, 404, 'Not found', 'invalid_request_error');
        return;
      }
      const request = { headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> };
      requests.push(request);
      const format = request.body.response_format as
        { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } } | undefined;
      if (format?.type === 'json_schema' && format.json_schema?.strict === true) {
        const problems = strictSchemaProblems(format.json_schema.schema);
        if (problems.length > 0) {
          refusals.push(problems);
          const name = format.json_schema.name ?? 'response';
          sendError(
            res,
            400,
            `Invalid schema for response_format '${name}': ${problems.join('; ')}`,
            'invalid_request_error',
          );
          return;
        }
      }
      const { content = '', status = 200, delayMs = 0 } = answer(request);
      const model = String(request.body.model);
      const id = `chatcmpl-${requests.length}`;
      setTimeout(() => {
        if (res.destroyed) return;
        if (status !== 200) sendError(res, status, 'The server had an error', 'server_error');
        else if (request.body.stream === true) void stream(res, { id, model, content });
        else
          sendJson(res, 200, {
            id,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
          });
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The strict-mode problems of every schema refused so far. */
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendError(res: http.ServerResponse, status: number, message: string, type: string): void {
  sendJson(res, status, { error: { message, type, param: null, code: null } });
}

/** The content in small pieces, as server-sent events, the way OpenAI streams a completion. */
async function stream(res: http.ServerResponse, c: { id: string; model: string; content: string }): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: c.id,
      object: 'chat.completion.chunk',
      created,
      model: c.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (let i = 0; i < c.content.length; i += 24) {
    if (res.destroyed) return;
    res.write(chunk({ content: c.content.slice(i, i + 24) }, null));
    // A pause now and then, so the reply is seen growing.
    if (i % 240 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}
