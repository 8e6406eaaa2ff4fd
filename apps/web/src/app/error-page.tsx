import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';
import { reportError } from '../shared/error-reporting.ts';
import { ErrorPageBoundary } from './error-page-boundary.tsx';
import { describeError, isExpectedOutcome, isRedirectError } from './error-status.ts';

const ErrorView = lazy(() => import('./error-view.tsx').then((m) => ({ default: m.ErrorView })));

/**
 * Deciding, reloading and reporting stay in the first download, so that a failed chunk still reloads the
 * page; only the view is lazy, and if it cannot load, ErrorPageBoundary shows its plain text instead.
 */
function ErrorOutcome({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isChunkError = isChunkLoadError(error);
  const [isReloading, setReloading] = useState(isChunkError);

  useEffect(() => {
    if (isChunkError) setReloading(reloadForChunkError());
  }, [isChunkError]);

  useEffect(() => {
    // A 404 or a guard decision is an expected outcome; only faults are logged and reported.
    if (isChunkError || isExpectedOutcome(error)) return;
    console.error(error);
    reportError(error, { source: 'route-error-page' }, true);
  }, [error, isChunkError]);

  // A redirect that travelled as an error is not shown; the router follows it.
  if (isRedirectError(error)) return null;
  if (isReloading) return <p style={{ padding: 24 }}>{t('loading')}</p>;
  return (
    <Suspense fallback={null}>
      <ErrorView {...describeError(error)} />
    </Suspense>
  );
}

/** Route error boundary: 404s, failed param validation, guard errors, page crashes and failed chunks. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageBoundary>
      <ErrorOutcome error={error} />
    </ErrorPageBoundary>
  );
}
