import { useId, useState } from 'react';
import { Anchor, AspectRatio, Box, EmptyState, NavLink, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import { videoEmbedOf } from '@ito/contracts/programs/video-link';
import classes from './following.module.css';
import { LessonBody } from './lesson-body.tsx';

type Lesson = TFollowDashboard['curriculum'][number]['lessons'][number];

/**
 * What a video lesson plays: its uploaded video (streamed by ranges from the media route, with its WebVTT captions
 * as a track), a YouTube or Vimeo link in the provider's privacy-enhanced player, any other link as a link, or a
 * note that the creator has not added one.
 */
function LessonPlayer({ lesson, titleId }: { lesson: Lesson; titleId: string }) {
  const { t } = useTranslation('following');
  if (lesson.video_file) {
    return (
      <AspectRatio ratio={16 / 9} maw={880}>
        {/* The browser sends the session cookie with these requests; the media route checks it (decision 049). */}
        <video
          className={classes.player}
          controls
          preload="metadata"
          playsInline
          src={lesson.video_file.url}
          aria-labelledby={titleId}
          data-testid="lesson-video"
        >
          {lesson.captions_file ? (
            <track kind="captions" src={lesson.captions_file.url} label={t('video.captions')} default />
          ) : null}
        </video>
      </AspectRatio>
    );
  }
  const embed = lesson.video_url ? videoEmbedOf(lesson.video_url) : null;
  if (embed) {
    return (
      <AspectRatio ratio={16 / 9} maw={880}>
        <iframe
          className={classes.player}
          src={embed.src}
          title={lesson.title}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </AspectRatio>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} maw={880}>
      <Box className={classes.video}>
        {lesson.video_url ? (
          <Anchor href={lesson.video_url} target="_blank" rel="noopener noreferrer" c="white" fw={700}>
            {t('video.openLink')}
          </Anchor>
        ) : (
          <Text size="sm">{t('video.none')}</Text>
        )}
      </Box>
    </AspectRatio>
  );
}

/** The video lessons of a course: the chosen one's player, and the list to choose from. */
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
      <Title order={3} fz="lg" id={titleId} className={classes.typed}>
        {current.title}
      </Title>
      <LessonPlayer key={current.id} lesson={current} titleId={titleId} />
      <Box maw={880}>
        <LessonBody lesson={current} />
      </Box>
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
