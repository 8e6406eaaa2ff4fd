import * as Sentry from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, setErrorReporter } from '../shared/error-reporting.ts';
import { exceptionValues, startSentryIngest } from '../test/test-sentry-ingest.ts';
import { startErrorReporting } from './start-error-reporting.ts';

function addMeta(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

afterEach(async () => {
  document.head.querySelectorAll('meta[name^="ito-"]').forEach((meta) => meta.remove());
  setErrorReporter(null);
  vi.restoreAllMocks();
});

describe('startErrorReporting', () => {
  it('loads no SDK when the page names no DSN (SENTRY_DSN not set)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startErrorReporting();
    reportError(new Error('only logged'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Sentry.getClient()).toBeUndefined();
    expect(log).toHaveBeenCalledWith('[error-reporting]', expect.any(Error), '');
  });

  it("starts Sentry from the page's meta tags and sends what was reported while it loaded", async () => {
    const ingest = await startSentryIngest();
    addMeta('ito-sentry-dsn', ingest.dsn);
    addMeta('ito-environment', 'production');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    startErrorReporting();
    reportError(new Error('Thrown before the SDK arrived'), { source: 'start-up' });
    await vi.waitFor(() => expect(Sentry.getClient()).toBeDefined(), { timeout: 5000 });
    expect(await Sentry.flush(5000)).toBe(true);

    const event = ingest.events().find((e) => exceptionValues(e).includes('Thrown before the SDK arrived'));
    expect(event?.environment).toBe('production');
    expect(event?.extra).toMatchObject({ source: 'start-up' });
    await Sentry.close(2000);
    await ingest.close();
  });
});
