import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programDashboardPath } from '../../../shared/lib/program-paths.ts';
import classes from './agent.module.css';

interface AcceptedNoteProps {
  content: string;
  programId: string;
  /** A temporary user is held on this page: the way on is an account. */
  isTemporary: boolean;
  onRegister: () => void;
}

/** The system's note once a plan is accepted, with the way to the program and the tasks it created. */
export function AcceptedNote({ content, programId, isTemporary, onRegister }: AcceptedNoteProps) {
  const { t } = useTranslation('agent');
  return (
    <Card withBorder radius="md" padding="sm" bg="var(--mantine-color-success-light)">
      <Stack gap="xs">
        <Text fw={600} className={classes.text}>
          {content}
        </Text>
        {isTemporary ? (
          <>
            <Text size="sm">{t('accepted.temporary')}</Text>
            <div>
              <Button className={classes.touch} onClick={onRegister}>
                {t('banner.action')}
              </Button>
            </div>
          </>
        ) : (
          <Group gap="sm" wrap="wrap">
            <Button component={Link} to={programDashboardPath(programId)} className={classes.touch}>
              {t('accepted.dashboard')}
            </Button>
            <Button component={Link} to="/my-tasks" variant="default" className={classes.touch}>
              {t('accepted.tasks')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
