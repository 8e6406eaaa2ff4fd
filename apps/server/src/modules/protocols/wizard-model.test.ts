import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAiWizardResponse } from '@ito/contracts/protocols/ai-wizard';
import { startFakeChatCompletions, type ChatRequest, type FakeAnswer } from '../../test/fake-chat-completions.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { creator } from '../../test/program-helpers.ts';
import { call, newProtocol } from '../../test/protocol-helpers.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let behaviour: (request: ChatRequest) => FakeAnswer;

beforeAll(async () => {
  fake = await startFakeChatCompletions((request) => behaviour(request));
  t = await createTestApp({
    AI_BASE_URL: fake.baseURL,
    AI_API_KEY: 'test-key',
    AI_MODEL: 'draft-model',
    AI_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Brief = { description: string; steps: { id: string; name: string }[]; items: { key: string }[] };
const edit = (changes: object): FakeAnswer => ({
  content: JSON.stringify({ items: [], steps: [], questions: [], ...changes }),
});

async function wizard(description: string) {
  const me = await creator(t.app);
  const p = await newProtocol(t.app, me.headers);
  const res = await call<TAiWizardResponse>(t.app, me.headers, 'POST', `/api/creator/protocols/${p.id}/ai/wizard`, {
    description,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('the AI wizard with a configured model (decision 048)', () => {
  it('saves the model’s edit of the built-in draft and says the model drafted it', async () => {
    let brief: Brief | undefined;
    behaviour = (request) => {
      brief = JSON.parse((request.body.messages as { content: string }[]).at(-1)!.content) as Brief;
      return edit({
        items: [{ key: 'nudge', name: 'Wind-down bell', description: null, message: 'Screens off, lights low.' }],
        steps: [{ id: 'nudge', name: 'Evening wind-down' }],
        questions: [{ index: 0, text: 'How many nights did you sleep 7 hours?' }],
      });
    };
    const before = fake.requests.length;
    const data = await wizard('Help busy parents sleep 7 hours a night, three check-ins a week');
    expect(data).toMatchObject({ drafted_by: 'model', model: 'openai:draft-model' });
    expect(brief!.description).toBe('Help busy parents sleep 7 hours a night, three check-ins a week');
    expect(brief!.steps.map((s) => s.id)).toContain('nudge');
    const request = fake.requests[before]!;
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(fake.refusals).toEqual([]);

    const nudge = data.items.find((i) => i.kind === 'nudge')!;
    expect(nudge).toMatchObject({ name: 'Wind-down bell', data: { message: 'Screens off, lights low.' } });
    expect(data.graph.nodes.find((n) => n.id === 'nudge')!.data).toMatchObject({
      name: 'Evening wind-down',
      selectedItemId: nudge.id,
    });
    // The structure is the built-in draft's: same steps, no validation errors.
    expect(data.graph.errors).toEqual([]);
  });

  it('keeps the built-in draft when the model’s answer is malformed, out of bounds, unsafe, late or an error', async () => {
    const answers: FakeAnswer[] = [
      { content: 'Here is a protocol: sleep more.' },
      edit({ steps: [{ id: 'nudge', name: 'x'.repeat(500) }] }),
      edit({ items: [{ key: 'nudge', name: null, description: null, message: 'Skip meals after 6pm.' }] }),
      { ...edit({ steps: [{ id: 'nudge', name: 'Too late' }] }), delayMs: 3000 },
      { status: 500 },
    ];
    for (const answer of answers) {
      behaviour = () => answer;
      const data = await wizard('Help people sleep better');
      expect(data).toMatchObject({ drafted_by: 'built-in', model: null });
      expect(data.items.find((i) => i.kind === 'nudge')!.name).toBe('Sleep reminder');
    }
  });
});
