import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import { formatNumber } from '../lib/format.ts';
import { courseProgress, percentOf, type LessonCount } from '../lib/lesson-progress.ts';

/** A bar and its words for some lessons: "2 of 5 lessons done"; `label` names the bar for screen readers. */
export function LessonProgressBar({ count, label }: { count: LessonCount; label: string }) {
  const { t, i18n } = useTranslation('following');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Group gap="sm" wrap="nowrap" maw={560}>
      <Progress value={percentOf(count)} color="success" flex={1} aria-label={label} />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('lesson.progress', { done: n(count.done), total: n(count.total) })}
      </Text>
    </Group>
  );
}

/** The whole course's lessons done, for the program dashboard's header (nothing for a program without lessons). */
export function CourseLessonProgress({ curriculum }: { curriculum: TFollowDashboard['curriculum'] }) {
  const { t, i18n } = useTranslation('following');
  const count = courseProgress(curriculum);
  if (count.total === 0) return null;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <LessonProgressBar
      count={count}
      label={`${t('lesson.overall')}: ${t('lesson.progress', { done: n(count.done), total: n(count.total) })}`}
    />
  );
}
