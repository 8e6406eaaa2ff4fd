import { TRACES_SAMPLE_RATE } from '@ito/contracts/constants';

export type ErrorReporter = {
  capture(error: unknown, context: Record<string, unknown>): void;
  flush(timeoutMs?: number): Promise<void>;
};

const off: ErrorReporter = { capture() {}, flush: async () => {} };

/**
 * Sentry, only when SENTRY_DSN is set (DESIGN section 2). The SDK is imported on demand, so a server without a DSN
 * loads none of it. Only unexpected (500) errors are reported: the catalogue's 4xx answers are not faults.
 */
export async function createErrorReporter(options: { dsn?: string; environment: string }): Promise<ErrorReporter> {
  if (!options.dsn) return off;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Our error handler decides what is a fault; the automatic Fastify hook would also report 4xx domain errors.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
  });
  return {
    capture(error, context) {
      Sentry.withScope((scope) => {
        scope.setContext('request', context);
        Sentry.captureException(error);
      });
    },
    async flush(timeoutMs = 2000) {
      await Sentry.flush(timeoutMs);
    },
  };
}
