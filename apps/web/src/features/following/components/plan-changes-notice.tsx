import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import { changeWhyIn } from '@ito/contracts/agent/plan-texts';
import classes from './following.module.css';

interface PlanChangesNoticeProps {
  changes: TPlanChange[];
  onClose?: () => void;
  /** The plan's chat: where the agent's questions (why sessions were missed, an offer) are answered (decision 038). */
  chatPath?: string;
}

/** "Your plan changed": what adaptation did to the plan, each change by its reason (the planner writes them). */
export function PlanChangesNotice({ changes, onClose, chatPath }: PlanChangesNoticeProps) {
  const { t, i18n } = useTranslation('following');
  if (changes.length === 0) return null;
  const asks = changes.some((change) => change.question !== undefined);
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
            {changeWhyIn(change, i18n.language)}
          </List.Item>
        ))}
      </List>
      {asks && chatPath ? (
        <Anchor component={Link} to={chatPath} size="sm" mt="xs" display="inline-block">
          {t('changes.answer')}
        </Anchor>
      ) : null}
    </Alert>
  );
}
