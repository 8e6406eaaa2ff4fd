import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { creator } from '../test/program-helpers.ts';
import { directRoom, person } from '../test/chat-helpers.ts';

// Expensive writes and writes that reach other people were unbounded per person. Every write is
// limited now (the OpenAPI test checks that each lists 429); these prove that the limits count per person.
const DEFAULT_LIMIT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WRITE_RATE_LIMIT: String(DEFAULT_LIMIT) });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const put = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload });

describe('per-person write limits', () => {
  it('bounds a write that declares no limit of its own, per person, with Retry-After', async () => {
    const me = await creator(t.app, 'Coach One');
    const other = await creator(t.app, 'Coach Two');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/creator/programs',
      headers: me.headers,
      payload: { title: 'Morning mobility' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const url = `/api/creator/programs/${made.json<{ data: { id: string } }>().data.id}`;
    for (let n = 0; n < DEFAULT_LIMIT; n += 1) {
      expect((await put(url, me.headers, { title: `Morning mobility ${n}` })).statusCode).toBe(200);
    }
    const over = await put(url, me.headers, { title: 'once too often' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json()).toMatchObject({ code: 'errors.too_many_requests' });
    // Someone else's budget is their own (another program of theirs: the same route).
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/creator/programs',
      headers: other.headers,
      payload: { title: 'Evening calm' },
    });
    const theirUrl = `/api/creator/programs/${theirs.json<{ data: { id: string } }>().data.id}`;
    expect((await put(theirUrl, other.headers, { title: 'Evening calm, longer' })).statusCode).toBe(200);
  });

  it('holds a person to 20 new group conversations a minute, whatever address they come from', async () => {
    const me = await person(t.app, 'Talkative');
    const friend = await person(t.app, 'Friend');
    const results: number[] = [];
    for (let n = 0; n < 21; n += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/rooms',
        headers: me.headers,
        payload: { name: `Group ${n}`, user_ids: [friend.id] },
        remoteAddress: `203.0.113.${n + 1}`,
      });
      results.push(res.statusCode);
    }
    expect(results.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(results[20]).toBe(429);
    // The friend's own budget is untouched: they open a conversation with them at once.
    expect((await directRoom(t.app, friend, me)).id).toBeTruthy();
  });
});
