import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import classes from './following.module.css';

/** "Your plan changed": what adaptation did to the plan, each change by its reason (the planner writes them). */
export function PlanChangesNotice({ changes, onClose }: { changes: TPlanChange[]; onClose?: () => void }) {
  const { t } = useTranslation('following');
  if (changes.length === 0) return null;
  return (
    <Alert
      color="warning"
      variant="light"
      role="status"
      title={t('changes.title')}
      withCloseButton={onClose !== undefined}
      onClose={onClose}
      closeButtonLabel={t('changes.dismiss')}
      data-testid="plan-changes"
    >
      <List spacing={4} size="sm">
        {changes.map((change, index) => (
          <List.Item key={`${change.kind}-${index}`} className={classes.typed}>
            {change.why}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
