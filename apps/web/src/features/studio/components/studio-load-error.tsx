import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { LoadError } from '../../catalogue/components/load-error.tsx';

/**
 * A failed studio load. The studio answers 403 to anyone who is not a verified expert (decision 011): say so and
 * point to becoming one, instead of offering a retry that cannot succeed.
 */
export function StudioLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('studio');
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
