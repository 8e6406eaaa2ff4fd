import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './agent.module.css';

/**
 * Shown to a temporary user: the plan is only theirs on this browser until they create an account. Without
 * `onRegister` (a proposal is open: its card offers the account after Accept) the banner only informs.
 */
export function TemporaryBanner({ onRegister }: { onRegister?: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <Alert color="primary" variant="light" title={t('banner.title')}>
      <Text size="sm" mb={onRegister ? 'sm' : 0}>
        {t('banner.body')}
      </Text>
      {onRegister ? (
        <Button className={classes.touch} onClick={onRegister}>
          {t('banner.action')}
        </Button>
      ) : null}
    </Alert>
  );
}
