import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { dashboardPath } from '../lib/paths.ts';
import classes from './following.module.css';

/**
 * Where a task comes from: its program (a link to the program's dashboard) or, for a protocol step the follower
 * entered by invitation, the protocol's name. Null when it names neither.
 */
export function TaskSource({ task }: { task: Pick<TTaskCard, 'program' | 'protocol'> }) {
  if (task.program) {
    return (
      <Anchor component={Link} to={dashboardPath(task.program.id)} size="sm" className={classes.typed}>
        {task.program.title}
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
