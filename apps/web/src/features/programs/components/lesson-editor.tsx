import { lazy, Suspense } from 'react';
import { Fieldset, Group, NumberInput, SegmentedControl, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@ito/contracts/programs/replace-program-content';
import { LESSON_KINDS } from '@ito/contracts/programs/fields';
import { TYPED_TEXT_STYLES } from '../../../shared/lib/bidi.ts';
import type { DraftLesson } from '../lib/curriculum.ts';
import { MoveButtons } from './move-buttons.tsx';
import { LessonAttachmentsField } from './lesson-attachments-field.tsx';
import { LessonVideoFields } from './lesson-video-fields.tsx';
import { QuizEditor } from './quiz-editor.tsx';

// Tiptap and ProseMirror are loaded when a lesson is first edited, not with the studio (decision 051).
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

interface LessonEditorProps {
  lesson: DraftLesson;
  label: string;
  index: number;
  count: number;
  path: string;
  errorAt: (path: string) => string | undefined;
  onChange: (lesson: DraftLesson) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One lesson: title, kind, rich text, attachments, an uploaded video or a link for videos, a duration, questions for
 * quizzes.
 */
export function LessonEditor({
  lesson,
  label,
  index,
  count,
  path,
  errorAt,
  onChange,
  onMove,
  onRemove,
}: LessonEditorProps) {
  const { t } = useTranslation('studio');
  const set = <K extends keyof DraftLesson>(key: K, value: DraftLesson[K]) => onChange({ ...lesson, [key]: value });

  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('content.lessonTitle')}
            styles={TYPED_TEXT_STYLES}
            style={{ flex: 1 }}
            maxLength={120}
            value={lesson.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errorAt(`${path}.title`)}
          />
          <MoveButtons label={label} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <label htmlFor={`${lesson.key}-kind`} style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
              {t('content.kind')}
            </label>
            <SegmentedControl
              id={`${lesson.key}-kind`}
              value={lesson.kind}
              onChange={(value) => set('kind', value as DraftLesson['kind'])}
              data={LESSON_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            />
          </Stack>
          <NumberInput
            label={t('content.duration')}
            min={1}
            max={CONTENT_LIMITS.durationMinMax}
            allowDecimal={false}
            value={lesson.duration_min}
            onChange={(value) => set('duration_min', typeof value === 'number' ? value : '')}
            error={errorAt(`${path}.duration_min`)}
          />
        </SimpleGrid>
        {lesson.kind === 'video' && (
          <LessonVideoFields lesson={lesson} path={path} errorAt={errorAt} onChange={onChange} />
        )}
        <Suspense fallback={<Skeleton height={160} />}>
          <RichTextEditor
            id={`${lesson.key}-content`}
            label={lesson.kind === 'quiz' ? t('content.quizIntro') : t('content.body')}
            value={lesson.content}
            onChange={(html) => set('content', html)}
            error={errorAt(`${path}.content`)}
          />
        </Suspense>
        <LessonAttachmentsField
          attachments={lesson.attachments}
          path={path}
          errorAt={errorAt}
          onChange={(attachments) => set('attachments', attachments)}
        />
        {lesson.kind === 'quiz' && (
          <QuizEditor
            questions={lesson.questions}
            onChange={(questions) => set('questions', questions)}
            path={path}
            errorAt={errorAt}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
