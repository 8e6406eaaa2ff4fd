import { useId } from 'react';
import { Badge, Card, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanChange } from '@ito/contracts/agent/conversations';
import { changeWhyIn } from '@ito/contracts/agent/plan-texts';
import classes from './agent.module.css';

/** How the plan adapted: each change, how many tasks it touched, and why. */
export function ChangesList({ changes }: { changes: TPlanChange[] }) {
  const { t, i18n } = useTranslation('agent');
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId}>
      <Text fw={600} id={headingId} mb="xs">
        {t('changes.label')}
      </Text>
      <List spacing="xs" listStyleType="none" ps={0}>
        {changes.map((change, index) => (
          <List.Item key={`${change.kind}-${index}`}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color={change.kind === 'load_raised' ? 'success' : 'warning'}>
                {t(`changes.kind.${change.kind}`)}
              </Badge>
              {change.task_ids.length > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('changes.tasks', { count: change.task_ids.length })}
                </Text>
              ) : null}
            </Group>
            <Text size="sm" className={classes.text}>
              {changeWhyIn(change, i18n.language)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
