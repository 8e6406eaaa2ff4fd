import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = { headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/**
 * A local server speaking the OpenAI chat-completions protocol (`POST /v1/chat/completions`), for the agent's model
 * path: each request is recorded, and `answer` decides the assistant message's content (or a delay / an HTTP error).
 */
export async function startFakeChatCompletions(
  answer: (request: ChatRequest) => { content?: string; status?: number; delayMs?: number },
) {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const request = { headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> };
      requests.push(request);
      const { content = '', status = 200, delayMs = 0 } = answer(request);
      setTimeout(() => {
        if (res.destroyed) return;
        if (status !== 200) {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: String(request.body.model),
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
          }),
        );
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
