import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setErrorReporter } from '../error-reporting.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { resetUiStore } from '../stores/ui-store.ts';
import { isApiError } from './api-error.ts';
import { api, setApiBaseUrl } from './client.ts';
import { idempotent } from './idempotent.ts';

// Decision 029: one key per user action, the same on every retry of it, a new one once it is settled.
/** A status, a status with its Retry-After seconds, or a dropped connection. */
type Step = 'drop' | number | [number, string];
let server: Server;
let script: Step[] = [];
let keys: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      keys.push(req.headers['idempotency-key'] as string | undefined);
      const step = script.shift() ?? 201;
      // A lost answer: the connection dies before any byte of the response.
      if (step === 'drop') return void req.socket.destroy();
      const [status, retryAfter] = Array.isArray(step) ? step : [step, step === 409 ? '1' : undefined];
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (retryAfter) headers['retry-after'] = retryAfter;
      res.writeHead(status, headers);
      res.end(JSON.stringify(status < 300 ? { data: { n: keys.length } } : { message: `status ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  keys = [];
  resetUiStore();
  setErrorReporter(() => {});
  useSessionStore.setState({
    token: 'user-token',
    guestKey: 'abc123def456',
    tenantTokens: [],
    isWatchingTenant: false,
  });
});

const write = (body: unknown) =>
  idempotent('chat:room-1:send', body, (idempotencyKey) =>
    api.post<{ data: { n: number } }>('chat/rooms/room-1/messages', body, { silent: true, idempotencyKey }),
  );
const statusOf = (error: unknown) => (isApiError(error) ? error.status : 'not an ApiError');

describe('idempotent writes', () => {
  it('sends a fresh key and sends it again when the answer is lost or the first attempt still runs', async () => {
    script = ['drop', 409, 201];
    const answer = await write({ body: 'hi' });
    expect(answer.data.n).toBe(3);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the key of a write whose outcome stayed unknown, so pressing send again cannot post twice', async () => {
    script = ['drop', 'drop', 'drop'];
    const failed = await write({ body: 'hi' }).catch((error: unknown) => error);
    expect(statusOf(failed)).toBe(0);
    expect(keys).toHaveLength(3);
    await write({ body: 'hi' });
    expect(new Set(keys).size).toBe(1);

    // Settled: the same words sent again are a new message with a new key.
    await write({ body: 'hi' });
    expect(new Set(keys).size).toBe(2);
  });

  it('takes a new key after a definite refusal, and for another body', async () => {
    script = [422];
    expect(statusOf(await write({ body: 'x' }).catch((error: unknown) => error))).toBe(422);
    await write({ body: 'x' });
    await write({ body: 'y' });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  // Too many for now is not a refusal of this write; an earlier attempt may have written it.
  it('waits out a short 429 with the same key, and keeps the key after a long one', async () => {
    script = [[429, '1'], 201];
    expect((await write({ body: 'soon' })).data.n).toBe(2);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);

    keys = [];
    script = [[429, '40']];
    expect(statusOf(await write({ body: 'later' }).catch((error: unknown) => error))).toBe(429);
    expect(keys).toHaveLength(1);
    await write({ body: 'later' });
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('never resends a write without a key', async () => {
    script = [503];
    const failed = await api.post('chat/rooms/room-1/messages', { body: 'hi' }, { silent: true }).catch((e) => e);
    expect(statusOf(failed)).toBe(503);
    expect(keys).toEqual([undefined]);
  });
});
