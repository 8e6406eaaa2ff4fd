import { Anchor, Button, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTaskCard } from '@ito/contracts/following/tasks';
import { formatDay } from '../lib/format.ts';
import { taskPath } from '../lib/paths.ts';
import { isOpen, taskState } from '../lib/task-status.ts';
import classes from './following.module.css';
import { TaskStateBadge } from './task-state-badge.tsx';

/** The program's quizzes and check-ins (assessment tasks), in date order, each opening its questions. */
export function QuizList({ tasks, today }: { tasks: TTaskCard[]; today: string }) {
  const { t, i18n } = useTranslation('following');
  const quizzes = tasks.filter((task) => task.kind === 'assessment');
  if (quizzes.length === 0) {
    return <EmptyState withIndicatorBackground title={t('quizzes.emptyTitle')} description={t('quizzes.emptyBody')} />;
  }
  return (
    <ul className={classes.cardList}>
      {quizzes.map((quiz) => (
        <li key={quiz.id}>
          <Card withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Anchor component={Link} to={taskPath(quiz.id)} fw={600} className={classes.typed}>
                  {quiz.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <time dateTime={quiz.due_on}>{formatDay(quiz.due_on, i18n.language)}</time>
                </Text>
              </Stack>
              <Group gap="xs">
                <TaskStateBadge state={taskState(quiz, today)} />
                <Button
                  component={Link}
                  to={taskPath(quiz.id)}
                  size="xs"
                  variant={isOpen(quiz) ? 'filled' : 'light'}
                  className={classes.touch}
                  aria-label={`${isOpen(quiz) ? t('quizzes.answer') : t('quizzes.result')}: ${quiz.title}`}
                >
                  {isOpen(quiz) ? t('quizzes.answer') : t('quizzes.result')}
                </Button>
              </Group>
            </Group>
          </Card>
        </li>
      ))}
    </ul>
  );
}
