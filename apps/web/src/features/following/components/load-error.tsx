import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A failed load, said in place, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('following');
  return (
    <Alert color="danger" variant="light" title={t('loadError')}>
      <Button variant="light" onClick={onRetry} mt="xs">
        {t('retry')}
      </Button>
    </Alert>
  );
}
