import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './agent.module.css';

/** Shown to a temporary user: the plan is only theirs on this browser until they create an account. */
export function TemporaryBanner({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <Alert color="primary" variant="light" title={t('banner.title')}>
      <Text size="sm" mb="sm">
        {t('banner.body')}
      </Text>
      <Button className={classes.touch} onClick={onRegister}>
        {t('banner.action')}
      </Button>
    </Alert>
  );
}
