import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programIn } from '@ito/contracts/agent/plan-texts';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { dashboardPath } from '../lib/paths.ts';
import classes from './following.module.css';

/**
 * Where a task comes from: its program (a link to the program's dashboard) or, for a protocol step the follower
 * entered by invitation, the protocol's name. Null when it names neither.
 */
export function TaskSource({ task }: { task: Pick<TTaskCard, 'program' | 'protocol'> }) {
  const { i18n } = useTranslation();
  if (task.program) {
    return (
      <Anchor component={Link} to={dashboardPath(task.program.id)} size="sm" className={classes.typed}>
        {programIn(task.program, i18n.language).title}
      </Anchor>
    );
  }
  if (task.protocol) {
    return (
      <Text span size="sm" className={classes.typed}>
        {task.protocol.name}
      </Text>
    );
  }
  return null;
}
