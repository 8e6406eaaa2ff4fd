import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setApiBaseUrl } from '../shared/api/client.ts';
import { startTestApiServer, type ReceivedRequest, type TestReply } from './test-api-server.ts';
import { setErrorReporter } from '../shared/error-reporting.ts';
import { i18n, i18nReady } from '../shared/i18n/i18n.ts';
import { resetUiStore } from '../shared/stores/ui-store.ts';

export interface TestApi {
  /** What the server received since the test began. */
  readonly requests: ReceivedRequest[];
  /** Set an answer per path (`/api/...`); cleared before each test. */
  readonly replies: Map<string, TestReply>;
  readonly baseUrl: string;
}

/**
 * For a test file whose screens call the API: a real local HTTP server (test/test-api-server.ts) for the whole
 * file, the API client pointed at it, errors not reported, the translations of `namespaces` loaded, and before each
 * test an empty request log, no answers set and a fresh UI store.
 */
export function setUpTestApi(namespaces: string[] = []): TestApi {
  let started: Awaited<ReturnType<typeof startTestApiServer>> | undefined;
  const get = () => {
    if (!started) throw new Error('setUpTestApi: the server starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApiServer();
    setErrorReporter(() => undefined);
    await i18nReady;
    if (namespaces.length > 0) await i18n.loadNamespaces(namespaces);
  });
  afterAll(() => new Promise<void>((resolve) => (started ? started.server.close(() => resolve()) : resolve())));
  beforeEach(() => {
    const { requests, replies, baseUrl } = get();
    requests.length = 0;
    replies.clear();
    setApiBaseUrl(baseUrl);
    resetUiStore();
  });
  return {
    get requests() {
      return get().requests;
    },
    get replies() {
      return get().replies;
    },
    get baseUrl() {
      return get().baseUrl;
    },
  };
}
