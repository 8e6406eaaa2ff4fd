import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGraph } from '@ito/contracts/protocols/graph';
import type { TProtocol } from '@ito/contracts/protocols/fields';
import type { TGetVersionResponse, TListVersionsResponse } from '@ito/contracts/protocols/versions';
import { validateProtocol } from '@ito/protocol/validate';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { creator } from '../../test/program-helpers.ts';
import { call, newItem, newProtocol, newQuestion, node } from '../../test/protocol-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = '/api/creator/protocols';
type G = { data: TGraph; message?: string; errors?: Record<string, string[]> };

/** A protocol with a nudge and an assessment of two questions (best score 5). */
async function setup() {
  const { app } = t;
  const me = await creator(app);
  const p = await newProtocol(app, me.headers);
  const nudge = await newItem(app, me.headers, p.id, 'nudge', {
    name: 'Bedtime reminder',
    data: { message: 'Lights out at 11.' },
  });
  const check = await newItem(app, me.headers, p.id, 'assessment', { name: 'Weekly check', data: { pass_score: 3 } });
  await newQuestion(app, me.headers, p.id, check.id, {
    text: 'How rested are you?',
    options: [
      { label: 'Not at all', score: 0 },
      { label: 'Very', score: 3 },
    ],
  });
  await newQuestion(app, me.headers, p.id, check.id, {
    text: 'What helped?',
    kind: 'multiple',
    options: [
      { label: 'Darkness', score: 1 },
      { label: 'Quiet', score: 1 },
      { label: 'Screens', score: -1 },
    ],
  });
  return { app, me, p, nudge, check };
}

function loopGraph(nudgeId: string, checkId: string) {
  return [
    node('start', null, 'population'),
    node('remind', 'start', 'nudge', { selectedItemId: nudgeId }),
    node('pause', 'remind', 'wait', { waitMinutes: 10080 }),
    node('check', 'pause', 'assessment', {
      selectedItemId: checkId,
      nextStepCondition: { kind: 'score_at_least', value: 3 },
      rules: { jumpRule: { target: 'remind', targetSuccess: 'done' } },
    }),
    node('done', 'check', 'finish'),
  ];
}

describe('protocol builder: graph, publish and versions', () => {
  it('round-trips the graph with jump rules, item names and question counts', async () => {
    const { app, me, p, nudge, check } = await setup();
    const url = `${BASE}/${p.id}/graph`;
    const empty = await call<G>(app, me.headers, 'GET', url);
    expect(empty.body.data).toMatchObject({ nodes: [], viewport: null, errors: [], version: 0 });

    const saved = await call<G>(app, me.headers, 'PUT', url, {
      nodes: loopGraph(nudge.id, check.id),
      viewport: { x: 5, y: -3, zoom: 1.5 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.errors).toEqual([]);
    const read = await call<G>(app, me.headers, 'GET', url);
    expect(read.body.data).toEqual(saved.body.data);
    const { nodes, viewport } = read.body.data;
    expect(viewport).toEqual({ x: 5, y: -3, zoom: 1.5 });
    expect(nodes.map((n) => [n.id, n.parentId])).toEqual([
      ['start', null],
      ['remind', 'start'],
      ['pause', 'remind'],
      ['check', 'pause'],
      ['done', 'check'],
    ]);
    expect(nodes[1]!.data).toMatchObject({ selectedItemName: 'Bedtime reminder', questionCount: null });
    expect(nodes[3]!.data).toMatchObject({
      selectedItemId: check.id,
      selectedItemName: 'Weekly check',
      questionCount: 2,
      nextStepCondition: { kind: 'score_at_least', value: 3 },
      rules: { jumpRule: { target: 'remind', targetSuccess: 'done' } },
    });
    expect(nodes[2]!.data.waitMinutes).toBe(10080);
    expect(nodes[0]!.position).toEqual({ x: 10, y: 20 });
    expect(validateProtocol(nodes)).toEqual([]);
  });

  it('saves an incomplete draft and answers its validation errors', async () => {
    const { app, me, p } = await setup();
    const res = await call<G>(app, me.headers, 'PUT', `${BASE}/${p.id}/graph`, {
      nodes: [
        node('start', null, 'population'),
        node('remind', 'start', 'nudge'),
        node('pause', 'remind', 'wait'),
        node('loose', null, 'finish'),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.errors.map((e) => [e.nodeId, e.code])).toEqual([
      ['remind', 'missing_item'],
      ['pause', 'no_end'],
      ['pause', 'wait_without_duration'],
      ['loose', 'multiple_roots'],
    ]);
  });

  it('refuses a malformed graph with the field named (422)', async () => {
    const { app, me, p, nudge, check } = await setup();
    const other = await setup();
    const url = `${BASE}/${p.id}/graph`;
    const dup = await call<G>(app, me.headers, 'PUT', url, {
      nodes: [node('a', null, 'population'), node('a', 'a', 'finish')],
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({
      'nodes.1.id': ['Two steps have the id "a".'],
      'nodes.1.parentId': ['A step cannot follow itself.'],
    });

    const foreign = await call<G>(app, me.headers, 'PUT', url, {
      nodes: [
        node('a', null, 'nudge', { selectedItemId: other.nudge.id }),
        node('b', 'a', 'nudge', { selectedItemId: check.id }),
        node('c', 'b', 'wait', { selectedItemId: nudge.id }),
      ],
    });
    expect(foreign.body.errors).toEqual({
      'nodes.0.data.selectedItemId': ['Choose one of this protocol’s items.'],
      'nodes.1.data.selectedItemId': ['A nudge step uses a nudge item.'],
      'nodes.2.data.selectedItemId': ['A wait step uses no item.'],
    });

    const badType = await call<G>(app, me.headers, 'PUT', url, { nodes: [node('a', null, 'teleport' as 'wait')] });
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.body.errors!)).toEqual(['nodes.0.data.type']);
    const badWait = await call<G>(app, me.headers, 'PUT', url, {
      nodes: [node('a', null, 'wait', { waitMinutes: -5 })],
    });
    expect(badWait.body.errors).toEqual({ 'nodes.0.data.waitMinutes': ['A wait lasts at least a minute.'] });
  });

  it('publishes only a valid graph, freezes it as a version, and later edits do not reach it', async () => {
    const { app, me, p, nudge, check } = await setup();
    await call(app, me.headers, 'PUT', `${BASE}/${p.id}/graph`, {
      nodes: [node('start', null, 'population'), node('remind', 'start', 'nudge')],
    });

    const early = await call(app, me.headers, 'POST', `${BASE}/${p.id}/publish`);
    expect(early).toMatchObject({
      status: 422,
      body: {
        message: 'The protocol is not ready to publish.',
        code: 'protocols.not_ready',
        errors: {
          graph: [
            'Step "remind" ends its path without a finish or fail step',
            'Step "remind" has no nudge item selected',
          ],
        },
      },
    });

    await call(app, me.headers, 'PUT', `${BASE}/${p.id}/graph`, { nodes: loopGraph(nudge.id, check.id) });
    const published = await call<{ data: TProtocol }>(app, me.headers, 'POST', `${BASE}/${p.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', version: 1, has_draft_changes: false });
    expect(published.body.data.published_at).not.toBeNull();

    // Later edits: the draft moves on, version 1 keeps what was published.
    await call(app, me.headers, 'PUT', `${BASE}/${p.id}/items/nudge/${nudge.id}`, { name: 'Renamed reminder' });
    const after = await call<{ data: TProtocol }>(app, me.headers, 'GET', `${BASE}/${p.id}`);
    expect(after.body.data.has_draft_changes).toBe(true);
    await call(app, me.headers, 'PUT', `${BASE}/${p.id}/graph`, {
      nodes: [...loopGraph(nudge.id, check.id), node('extra', 'done', 'fail')],
    });

    const v1 = await call<TGetVersionResponse>(app, me.headers, 'GET', `${BASE}/${p.id}/versions/1`);
    expect(v1.body.data.graph.nodes.map((n) => n.id)).toEqual(['start', 'remind', 'pause', 'check', 'done']);
    expect(v1.body.data.graph.nodes[1]!.data.selectedItemName).toBe('Bedtime reminder');
    const frozenCheck = v1.body.data.graph.items.find((i) => i.id === check.id) as {
      questions: { text: string; options: unknown[] }[];
    };
    expect(frozenCheck.questions.map((q) => q.text)).toEqual(['How rested are you?', 'What helped?']);
    expect(v1.body.data.steps_count).toBe(5);

    const second = await call<{ data: TProtocol }>(app, me.headers, 'POST', `${BASE}/${p.id}/publish`);
    expect(second.body.data).toMatchObject({ version: 2, has_draft_changes: false });
    const v2 = await call<TGetVersionResponse>(app, me.headers, 'GET', `${BASE}/${p.id}/versions/2`);
    expect(v2.body.data.graph.nodes.map((n) => n.id)).toContain('extra');
    expect(v2.body.data.graph.nodes[1]!.data.selectedItemName).toBe('Renamed reminder');
    const v1again = await call<TGetVersionResponse>(app, me.headers, 'GET', `${BASE}/${p.id}/versions/1`);
    expect(v1again.body.data.graph).toEqual(v1.body.data.graph);
    expect((await call(app, me.headers, 'GET', `${BASE}/${p.id}/versions/3`)).status).toBe(404);
    // A version that is not a number names nothing (decision 075).
    expect((await call(app, me.headers, 'GET', `${BASE}/${p.id}/versions/abc`)).status).toBe(404);
  });

  it('lists versions newest first, paged', async () => {
    const { app, me, p, nudge, check } = await setup();
    await call(app, me.headers, 'PUT', `${BASE}/${p.id}/graph`, { nodes: loopGraph(nudge.id, check.id) });
    for (let i = 0; i < 3; i += 1) {
      expect((await call(app, me.headers, 'POST', `${BASE}/${p.id}/publish`)).status).toBe(200);
    }
    const list = await call<TListVersionsResponse>(app, me.headers, 'GET', `${BASE}/${p.id}/versions?per_page=2`);
    expect(list.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(list.body.data.map((v) => v.version)).toEqual([3, 2]);
    expect(list.body.data[0]).toMatchObject({ steps_count: 5, published_by: me.id });
  });
});
