import { useMemo } from 'react';
import { Anchor, Stack, Text, Title, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { TFollowDashboard } from '@ito/contracts/following/follows';
import { LESSON_HTML_ATTRIBUTES, LESSON_HTML_TAGS, lessonHtmlOf } from '@ito/contracts/programs/lesson-html';
import { formatBytes } from '../../../shared/lib/format-bytes.ts';
import classes from './following.module.css';

type Lesson = TFollowDashboard['curriculum'][number]['lessons'][number];

// The server stored this HTML sanitized (decision 051); the browser sanitizes it again with the same allow-list, so a
// row written some other way (an import, a bug) still cannot run script here.
const PURIFY = {
  ALLOWED_TAGS: [...LESSON_HTML_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(LESSON_HTML_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  // Without this DOMPurify checks `rel`'s words against the address pattern too, and drops them.
  ADD_URI_SAFE_ATTR: ['rel'],
};

/** A lesson's text (plain text of older lessons as paragraphs), sanitized, in the page's typography. */
export function LessonText({ content }: { content: string }) {
  const html = useMemo(() => DOMPurify.sanitize(lessonHtmlOf(content), PURIFY), [content]);
  if (html === '') return null;
  return (
    <Typography className={classes.lessonText}>
      <div dir="auto" dangerouslySetInnerHTML={{ __html: html }} data-testid="lesson-text" />
    </Typography>
  );
}

/** The files a lesson carries, each a download with its size; the media route lets only followers have them. */
export function LessonAttachments({ attachments }: { attachments: Lesson['attachments'] }) {
  const { t, i18n } = useTranslation('following');
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('lesson.attachments')}>
      <Title order={4} fz="sm">
        {t('lesson.attachments')}
      </Title>
      <ul className={classes.attachmentList}>
        {attachments.map((a) => (
          <li key={a.id}>
            <Anchor href={a.url} download={a.original_name} className={classes.typed}>
              {a.title}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({a.mime === 'application/pdf' ? 'PDF' : t('lesson.image')}, {formatBytes(a.size, i18n.language)})
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** What a follower reads of a lesson: its text and its attachments. */
export function LessonBody({ lesson }: { lesson: Lesson }) {
  return (
    <Stack gap="sm">
      <LessonText content={lesson.content} />
      <LessonAttachments attachments={lesson.attachments} />
    </Stack>
  );
}
