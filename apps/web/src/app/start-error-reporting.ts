import { expectErrorReporter, setErrorReporter } from '../shared/error-reporting.ts';

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}

/**
 * DESIGN 2, SPEC 8/9: Sentry only when the server configured it. The server writes SENTRY_DSN into the
 * page as `<meta name="ito-sentry-dsn">` (and the environment as `ito-environment`); without it nothing
 * is loaded, and with it the SDK downloads beside the first render instead of before it.
 */
export function startErrorReporting(): void {
  const dsn = meta('ito-sentry-dsn');
  if (!dsn) return;
  expectErrorReporter();
  import('../shared/sentry-reporter.ts')
    .then(({ startSentry }) => startSentry({ dsn, environment: meta('ito-environment') ?? import.meta.env.MODE }))
    .catch((error: unknown) => {
      setErrorReporter(null);
      console.error('Error reporting could not start', error);
    });
}
