import type { Server } from 'node:http';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { TFlowNode, TGraph } from '@ito/contracts/protocols/graph';
import type { TProtocol } from '@ito/contracts/protocols/fields';
import { setApiBaseUrl } from '../../../../shared/api/client.ts';
import { startTestApiServer, type ReceivedRequest, type TestReply } from '../../../../test/test-api-server.ts';
import { setErrorReporter } from '../../../../shared/error-reporting.ts';
import { i18n, i18nReady } from '../../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../../shared/stores/session-store.ts';
import { resetUiStore } from '../../../../shared/stores/ui-store.ts';
import { useAiWizard } from '../../items/api/use-ai-wizard.ts';
import { useEditorStore } from '../stores/editor-store.ts';
import { useBuilderData } from './use-builder-data.ts';
import { useSaveGraph } from './use-save-graph.ts';

/**
 * The live bug: the AI wizard replaced the draft and refreshed one cache key while the canvas kept the graph
 * under another (with `staleTime: Infinity`), so the canvas showed the old draft and saving it overwrote the
 * wizard's result. This drives the wizard's mutation (the one its page runs) and the canvas's own data and save
 * hooks against an HTTP server, through one query client as in the app.
 */

let server: Server;
let requests: ReceivedRequest[];
let replies: Map<string, TestReply>;

const ID = 'p1';
const BASE = `/api/creator/protocols/${ID}`;

const protocol: TProtocol = {
  id: ID,
  name: 'Morning routine',
  description: '',
  status: 'draft',
  version: 0,
  has_draft_changes: true,
  access: 'free',
  price_minor: 0,
  currency: 'USD',
  category_id: null,
  category: null,
  program_id: null,
  program: null,
  steps_count: 1,
  runs_count: 0,
  published_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const node = (id: string, name: string, parentId: string | null, type: TFlowNode['data']['type']): TFlowNode => ({
  id,
  parentId,
  data: {
    name,
    type,
    className: '',
    description: '',
    target: 'follower',
    nextStepCondition: null,
    rules: { jumpRule: null },
    selectedItemName: null,
    selectedItemId: null,
    waitMinutes: null,
    questionCount: null,
  },
  position: { x: 0, y: 0 },
});

const graphOf = (nodes: TFlowNode[]): TGraph => ({
  nodes,
  viewport: null,
  errors: [],
  version: 0,
  has_draft_changes: true,
});
const handWritten = graphOf([node('start', 'Old start', null, 'population')]);
const drafted = graphOf([node('w1', 'Wizard start', null, 'population'), node('w2', 'Wizard finish', 'w1', 'finish')]);

/** The canvas screen's data and save hooks, with what the editor holds written out. */
function Canvas() {
  const data = useBuilderData(ID);
  const { save } = useSaveGraph(ID);
  const nodes = useEditorStore((s) => s.nodes);
  const names = nodes.map((n) => n.data.name);
  if (!data.isReady) return <p>loading</p>;
  return (
    <div>
      <ul aria-label="steps">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void save()}>
        save
      </button>
    </div>
  );
}

/** The wizard page's submit: its mutation, run with a description and "replace". */
function Wizard() {
  const wizard = useAiWizard(ID);
  return (
    <div>
      <button type="button" onClick={() => wizard.mutate({ description: 'Wake up at six every day.', replace: true })}>
        draft
      </button>
      {wizard.isSuccess && <p>{wizard.data.data.graph.nodes.map((n) => n.data.name).join(', ')}</p>}
    </div>
  );
}

function renderAt(path: string, queryClient: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: '/protocol-builder/:protocol', element: <Canvas /> },
      { path: '/protocol-builder/:protocol/ai/wizard', element: <Wizard /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const WAIT = { timeout: 10_000 };
const stepNames = () => screen.getAllByRole('listitem').map((li) => li.textContent);

beforeAll(async () => {
  let baseUrl: string;
  ({ server, requests, replies, baseUrl } = await startTestApiServer());
  setApiBaseUrl(baseUrl);
  setErrorReporter(() => undefined);
  await i18nReady;
  await i18n.loadNamespaces(['builder', 'common']);
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  replies.clear();
  resetUiStore();
  useEditorStore.getState().reset();
  useSessionStore.setState({ token: 'creator-token', tenantTokens: [], isWatchingTenant: false });
});
afterEach(cleanup);

// Generous time: the wizard page and the canvas load their translations and code on a shared, busy machine.
it('the canvas shows the wizard’s draft, and saving the canvas keeps it', { timeout: 30_000 }, async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  replies.set(BASE, { status: 200, body: { data: protocol } });
  replies.set(`${BASE}/graph`, { status: 200, body: { data: handWritten } });

  // The creator opens the canvas: the hand-written draft is loaded (and cached).
  const canvas = renderAt(`/protocol-builder/${ID}`, queryClient);
  await waitFor(() => expect(stepNames()).toEqual(['Old start']), WAIT);
  canvas.unmount();

  // The wizard replaces the draft; from now on the server holds the drafted graph.
  replies.set(`${BASE}/ai/wizard`, {
    status: 200,
    body: {
      data: {
        graph: drafted,
        items: [],
        understood: { domain: 'habits', goal: 'wake early', sessions_per_week: 7, assumptions: [] },
        drafted_by: 'model',
        model: 'openai:coach-1',
      },
    },
  });
  replies.set(`${BASE}/graph`, { status: 200, body: { data: drafted } });
  const wizard = renderAt(`/protocol-builder/${ID}/ai/wizard`, queryClient);
  fireEvent.click(await screen.findByRole('button', { name: 'draft' }, WAIT));
  await waitFor(() => expect(requests.some((r) => r.url.startsWith(`${BASE}/ai/wizard`))).toBe(true), WAIT);
  await screen.findByText('Wizard start, Wizard finish', {}, WAIT);
  wizard.unmount();

  // Back on the canvas: the wizard's steps, not the old ones.
  renderAt(`/protocol-builder/${ID}`, queryClient);
  await waitFor(() => expect(stepNames()).toEqual(['Wizard start', 'Wizard finish']), WAIT);

  // Saving sends the wizard's steps back, not the hand-written draft.
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(requests.some((r) => r.url.startsWith(`${BASE}/graph?_method=PUT`))).toBe(true), WAIT);
  const saved = JSON.parse(requests.find((r) => r.url.startsWith(`${BASE}/graph?_method=PUT`))!.body) as {
    nodes: { id: string }[];
  };
  expect(saved.nodes.map((n) => n.id)).toEqual(['w1', 'w2']);
});
