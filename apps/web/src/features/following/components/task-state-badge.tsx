import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS, type TaskState } from '../lib/task-status.ts';

/** Done, skipped, overdue, due today or upcoming, in its colour. */
export function TaskStateBadge({ state }: { state: TaskState }) {
  const { t } = useTranslation('following');
  return (
    <Badge variant="light" color={STATE_COLORS[state]} size="sm">
      {t(`state.${state}`)}
    </Badge>
  );
}
