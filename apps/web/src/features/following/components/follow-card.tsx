import { useId } from 'react';
import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programIn, taskTextIn } from '@ito/contracts/agent/plan-texts';
import type { TFollowCard } from '@ito/contracts/following/tasks';
import { formatDay, formatNumber, formatPercent } from '../lib/format.ts';
import { dashboardPath, taskPath } from '../lib/paths.ts';
import { ArticleCard } from './article-card.tsx';
import classes from './following.module.css';

const STATUS_COLORS: Record<TFollowCard['status'], string> = {
  active: 'primary',
  paused: 'warning',
  completed: 'success',
  failed: 'danger',
};

/** A followed program: cover, kind, progress, counts, the next task and the way to its dashboard. */
export function FollowCard({ follow }: { follow: TFollowCard }) {
  const { t, i18n } = useTranslation('following');
  const language = i18n.language;
  const titleId = useId();
  const isPersonal = follow.conversation_id !== null;
  const percent = formatPercent(follow.progress, language);
  const next = follow.next_task;
  const path = dashboardPath(follow.program.id, follow.target);
  // A personal plan's program reads in the reader's language while it keeps the planner's name (decision 090).
  const program = programIn(follow.program, language);

  return (
    <ArticleCard titleId={titleId}>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {follow.program.cover ? (
            <Image
              src={`/public/files/medium/${encodeURIComponent(follow.program.cover)}`}
              alt=""
              loading="lazy"
              fit="cover"
            />
          ) : (
            <Box className={classes.video} aria-hidden>
              <Text fw={700} fz={40} c="white" opacity={0.85}>
                {program.title.trim().charAt(0).toUpperCase()}
              </Text>
            </Box>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={isPersonal ? 'accent' : 'primary'} size="sm">
            {t(isPersonal ? 'programs.personal' : 'programs.course')}
          </Badge>
          <Badge variant="outline" color={STATUS_COLORS[follow.status]} size="sm">
            {t(`programs.status.${follow.status}`)}
          </Badge>
        </Group>
        <Title order={2} fz="lg" id={titleId} className={classes.typed}>
          <Anchor component={Link} to={path} inherit>
            {program.title}
          </Anchor>
        </Title>
        {program.summary ? (
          <Text size="sm" c="dimmed" lineClamp={2} className={classes.typed}>
            {program.summary}
          </Text>
        ) : null}
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('programs.counts', {
                done: formatNumber(follow.tasks_done, language),
                total: formatNumber(follow.tasks_total, language),
              })}
            </Text>
            <Text size="sm" fw={600}>
              {percent}
            </Text>
          </Group>
          <Progress value={follow.progress} color="success" aria-label={t('progress.bar', { percent })} />
        </Stack>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t('programs.next')}
          </Text>{' '}
          {next ? (
            <>
              <Anchor component={Link} to={taskPath(next.id)} size="sm" className={classes.typed}>
                {taskTextIn(next, language).title}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                · <time dateTime={next.due_on}>{formatDay(next.due_on, language)}</time>
              </Text>
            </>
          ) : (
            <Text span c="dimmed" size="sm">
              {t('programs.nothingNext')}
            </Text>
          )}
        </Text>
        <Button
          component={Link}
          to={path}
          variant="light"
          className={classes.touch}
          mt="auto"
          aria-describedby={titleId}
        >
          {t('programs.open')}
        </Button>
      </Stack>
    </ArticleCard>
  );
}
