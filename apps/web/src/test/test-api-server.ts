import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A set answer for one path: its status, JSON body and extra headers. */
export interface TestReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Answer this much later, so a test can look at a screen while its request is under way. */
  delayMs?: number;
}

/**
 * A real HTTP server for the API client tests: `/api/status/<code>` answers with that status and the JSON
 * of the `body` query parameter (or a default), `/api/slow` waits 100 ms, a path put in `replies` answers
 * as set there, everything else echoes `{ data: { path, method } }`.
 */
export async function startTestApiServer(): Promise<{
  server: Server;
  baseUrl: string;
  requests: ReceivedRequest[];
  replies: Map<string, TestReply>;
}> {
  const requests: ReceivedRequest[] = [];
  const replies = new Map<string, TestReply>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const url = new URL(received.url, 'http://localhost');
      const status = /^\/api\/status\/(\d{3})$/.exec(url.pathname);
      const send = (code: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(payload));
      };
      const reply = replies.get(url.pathname);
      if (reply) {
        if (reply.delayMs) setTimeout(() => send(reply.status, reply.body, reply.headers), reply.delayMs);
        else send(reply.status, reply.body, reply.headers);
      } else if (status) {
        const code = Number(status[1]);
        send(code, JSON.parse(url.searchParams.get('body') ?? JSON.stringify({ message: `status ${code}` })));
      } else if (url.pathname === '/api/slow') {
        setTimeout(() => send(200, { data: 'slow' }), 100);
      } else {
        send(200, { data: { path: url.pathname, method: received.method } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}/api/`, requests, replies };
}

/** A port on which nothing listens: a server is started and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/`;
}
