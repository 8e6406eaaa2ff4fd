import { useId, useState } from 'react';
import { AspectRatio, Box, EmptyState, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFollowDashboard } from '@ito/contracts/agent/follows';
import classes from './following.module.css';

/**
 * The video lessons of a course in a 16:9 player panel. Until media hosting arrives the panel shows the lesson's
 * title and says so, rather than a player that cannot play.
 */
export function VideoPanel({ curriculum }: { curriculum: TFollowDashboard['curriculum'] }) {
  const { t } = useTranslation('following');
  const titleId = useId();
  const videos = curriculum.flatMap((module) => module.lessons.filter((lesson) => lesson.kind === 'video'));
  const firstOpen = videos.find((lesson) => lesson.task?.status === 'pending') ?? videos[0];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const current = videos.find((lesson) => lesson.id === chosenId) ?? firstOpen;

  if (!current) {
    return <EmptyState withIndicatorBackground title={t('video.emptyTitle')} description={t('video.emptyBody')} />;
  }
  return (
    <Stack gap="md">
      <AspectRatio ratio={16 / 9} maw={880}>
        <Box className={classes.video} role="region" aria-labelledby={titleId}>
          <span className={classes.playMark} aria-hidden>
            <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
              <path d="M6 4v12l10-6z" fill="currentColor" />
            </svg>
          </span>
          <Text fw={700} fz="lg" id={titleId} className={classes.typed}>
            {current.title}
          </Text>
          <Text size="sm" opacity={0.85}>
            {t('video.note')}
          </Text>
        </Box>
      </AspectRatio>
      {videos.length > 1 ? (
        <Box component="nav" aria-label={t('video.list')} maw={880}>
          {videos.map((lesson) => (
            <NavLink
              key={lesson.id}
              component="button"
              label={lesson.title}
              active={lesson.id === current.id}
              aria-current={lesson.id === current.id ? 'true' : undefined}
              onClick={() => setChosenId(lesson.id)}
              className={classes.typed}
            />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
