import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error.ts';

/**
 * A failed load, said in place (and announced), with a way to try again big enough for a finger. `title` says what
 * could not be loaded, where a screen words it ("The notifications could not be loaded.").
 */
export function LoadError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation('kit');
  return (
    <Alert color="danger" variant="light" title={title ?? t('loadError')} role="alert">
      <Button variant="light" onClick={onRetry} mt="xs" mih={44}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

/**
 * A failed load in the creator studio. The studio answers 403 to anyone who is not a verified expert (decision 011):
 * say so and point to becoming one, instead of offering a retry that cannot succeed.
 */
export function StudioLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('kit');
  if (isApiError(error) && error.status === 403) {
    return (
      <Alert color="warning" variant="light" title={t('forbidden.title')}>
        {t('forbidden.body')}
        <div>
          <Button component={Link} to="/join-team" variant="light" mt="sm">
            {t('forbidden.action')}
          </Button>
        </div>
      </Alert>
    );
  }
  return <LoadError onRetry={onRetry} />;
}
