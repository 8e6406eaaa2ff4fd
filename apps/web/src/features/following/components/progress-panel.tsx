import { Card, Group, Progress, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFollowCard, TTaskCard } from '@ito/contracts/following/tasks';
import { formatNumber, formatPercent } from '../lib/format.ts';
import { countTasks, streakOf } from '../lib/task-status.ts';

/** How far the follower is: percent done, done of total, the current streak, and what is left by state. */
export function ProgressPanel({ follow, tasks, today }: { follow: TFollowCard; tasks: TTaskCard[]; today: string }) {
  const { t, i18n } = useTranslation('following');
  const language = i18n.language;
  const counts = countTasks(tasks, today);
  const streak = streakOf(tasks, today);
  const n = (value: number) => formatNumber(value, language);

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group gap="lg" wrap="wrap">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: follow.progress, color: 'success' }]}
            label={
              <Text ta="center" fw={700} fz="lg">
                {formatPercent(follow.progress, language)}
              </Text>
            }
            aria-hidden
          />
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('progress.heading')}
            </Title>
            <Text data-testid="progress-summary">
              {t('progress.summary', {
                percent: formatPercent(follow.progress, language),
                done: n(follow.tasks_done),
                total: n(follow.tasks_total),
              })}
            </Text>
            <Text>{t('progress.streak', { count: streak, value: n(streak) })}</Text>
          </Stack>
        </Group>
        <Progress
          mt="md"
          value={follow.progress}
          color="success"
          aria-label={t('progress.bar', { percent: formatPercent(follow.progress, language) })}
        />
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {(['today', 'upcoming', 'overdue', 'skipped'] as const).map((state) => (
          <Card key={state} withBorder radius="md" padding="sm">
            <Text size="xs" c="dimmed">
              {t(`state.${state}`)}
            </Text>
            <Text fw={700} fz="xl">
              {n(counts[state])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
