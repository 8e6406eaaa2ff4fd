import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './agent.module.css';

/**
 * Shown to a temporary user: the plan is only theirs on this browser until they create an account. Without
 * `onRegister` (a proposal is open: its card offers the account after Accept) the banner only informs.
 * `onDismissHeld`: the guard has just held them here from another page (decision 081); the banner says why, and
 * offers the account even while a proposal is open, since they asked to go on.
 */
export function TemporaryBanner({
  onRegister,
  onDismissHeld,
}: {
  onRegister?: () => void;
  onDismissHeld?: () => void;
}) {
  const { t } = useTranslation('agent');
  const isHeld = onDismissHeld !== undefined;
  return (
    <Alert
      color={isHeld ? 'warning' : 'primary'}
      variant="light"
      title={t(isHeld ? 'banner.heldTitle' : 'banner.title')}
      withCloseButton={isHeld}
      closeButtonLabel={t('banner.heldClose')}
      onClose={onDismissHeld}
      data-held={isHeld || undefined}
    >
      <Text size="sm" mb={onRegister ? 'sm' : 0}>
        {t(isHeld ? 'banner.heldBody' : 'banner.body')}
      </Text>
      {onRegister ? (
        <Button className={classes.touch} onClick={onRegister}>
          {t('banner.action')}
        </Button>
      ) : null}
    </Alert>
  );
}
