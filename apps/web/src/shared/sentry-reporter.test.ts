import type { Server } from 'node:http';
import * as Sentry from '@sentry/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACES_SAMPLE_RATE } from '@ito/contracts/constants';
import { ApiError } from './api/api-error.ts';
import { api, setApiBaseUrl } from './api/client.ts';
import { startTestApiServer } from '../test/test-api-server.ts';
import { reportError, setErrorReporter } from './error-reporting.ts';
import { startSentry } from './sentry-reporter.ts';
import { exceptionValues, startSentryIngest, type SentryIngest } from '../test/test-sentry-ingest.ts';
import { resetUiStore } from './stores/ui-store.ts';

// The real SDK against a local stand-in for Sentry's ingest: these tests see what would leave the browser.
let ingest: SentryIngest;
let apiServer: Server;

const sentMessages = () => ingest.events().flatMap(exceptionValues);
const sentEvent = (message: string) => ingest.events().find((e) => exceptionValues(e).includes(message));

beforeAll(async () => {
  ingest = await startSentryIngest();
  startSentry({ dsn: ingest.dsn, environment: 'test' });
  let baseUrl: string;
  ({ server: apiServer, baseUrl } = await startTestApiServer());
  setApiBaseUrl(baseUrl);
});

afterAll(async () => {
  await Sentry.close(2000);
  setErrorReporter(null);
  await ingest.close();
  await new Promise<void>((resolve) => apiServer.close(() => resolve()));
});

beforeEach(() => {
  ingest.envelopes.length = 0;
  resetUiStore();
});

describe('error reporting through Sentry', () => {
  it('sends a reported error to the DSN with its message, environment and context', async () => {
    reportError(new Error('The planner lost its plan'), { source: 'test' });
    expect(await Sentry.flush(5000)).toBe(true);

    const event = sentEvent('The planner lost its plan');
    expect(event).toBeDefined();
    expect(event?.environment).toBe('test');
    expect(event?.extra).toMatchObject({ source: 'test' });
    expect(ingest.envelopes[0]?.url).toContain('sentry_key=publickey');
  });

  it('uses the spec trace sample rate', () => {
    expect(Sentry.getClient()?.getOptions().tracesSampleRate).toBe(TRACES_SAMPLE_RATE);
  });

  it('does not send network failures or aborted requests, however they are reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(new ApiError(0, null, 'Network error. Please check your connection.'));
    reportError(new ApiError(0, null, 'Request aborted', true));
    reportError(new TypeError('Failed to fetch'));
    reportError(new TypeError('Failed to fetch (127.0.0.1:1)'));
    reportError(new DOMException('The user aborted a request.', 'AbortError'));
    Sentry.captureException(new ApiError(0, null, 'Straight to the SDK'));
    // Then one that must arrive, so an empty result is not just a slow transport.
    reportError(new Error('Sentinel after the network failures'));
    expect(await Sentry.flush(5000)).toBe(true);

    const messages = sentMessages();
    expect(messages).toContain('Sentinel after the network failures');
    expect(messages).not.toContain('Network error. Please check your connection.');
    expect(messages).not.toContain('Request aborted');
    expect(messages).not.toContain('Failed to fetch');
    expect(messages).not.toContain('Failed to fetch (127.0.0.1:1)');
    expect(messages).not.toContain('The user aborted a request.');
    expect(messages).not.toContain('Straight to the SDK');
    vi.restoreAllMocks();
  });

  it('sends the server faults the API client reports', async () => {
    await expect(api.get('status/500', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(await Sentry.flush(5000)).toBe(true);

    expect(sentEvent('status 500')?.extra).toMatchObject({ status: 500, method: 'GET' });
  });
});
