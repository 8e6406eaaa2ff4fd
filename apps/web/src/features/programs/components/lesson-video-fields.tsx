import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_CAPTION_TYPES, ACCEPTED_VIDEO_TYPES } from '@ito/contracts/files/file-data';
import type { TLessonMedia } from '@ito/contracts/programs/get-creator-program';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiErrorText } from '../../../shared/api/error-text.ts';
import { useUploadLessonMedia } from '../api/studio-api.ts';
import type { DraftLesson } from '../lib/curriculum.ts';

interface MediaUploadProps {
  label: string;
  hint: string;
  accept: string;
  file: TLessonMedia | null;
  error?: string;
  onChange: (file: TLessonMedia | null) => void;
}

/** Picks a file, uploads it at once and keeps its id in the draft; saving the curriculum attaches it. */
function MediaUpload({ label, hint, accept, file, error, onChange }: MediaUploadProps) {
  const { t } = useTranslation('studio');
  const upload = useUploadLessonMedia();
  const refused = upload.error && isApiError(upload.error) ? apiErrorText(upload.error, 'file') : null;

  const pick = (picked: File | null) => {
    if (!picked) return;
    upload.mutate(picked, {
      onSuccess: ({ data }) => {
        if ('stream' in data.urls) onChange({ id: data.id, original_name: data.original_name, url: data.urls.stream });
      },
    });
  };

  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={hint}
        placeholder={file ? file.original_name : t('media.pick')}
        accept={accept}
        value={null}
        onChange={pick}
        disabled={upload.isPending}
        error={refused ?? error}
        clearable={false}
      />
      {upload.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('media.uploading')}
        </Text>
      )}
      {file && !upload.isPending && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" dir="auto" truncate>
            {t('media.attached', { name: file.original_name })}
          </Text>
          <Button variant="subtle" color="danger" size="compact-sm" onClick={() => onChange(null)}>
            {t('media.remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface LessonVideoFieldsProps {
  lesson: DraftLesson;
  path: string;
  errorAt: (path: string) => string | undefined;
  onChange: (lesson: DraftLesson) => void;
}

/** A video lesson's video: an uploaded WebM or MP4 with optional WebVTT captions, or a YouTube or Vimeo link. */
export function LessonVideoFields({ lesson, path, errorAt, onChange }: LessonVideoFieldsProps) {
  const { t } = useTranslation('studio');
  return (
    <Stack gap="sm">
      <MediaUpload
        label={t('media.video')}
        hint={t('media.videoHint')}
        accept={ACCEPTED_VIDEO_TYPES.join(',')}
        file={lesson.video_file}
        error={errorAt(`${path}.video_file_id`)}
        onChange={(video_file) =>
          onChange({ ...lesson, video_file, captions_file: video_file ? lesson.captions_file : null })
        }
      />
      {lesson.video_file ? (
        <MediaUpload
          label={t('media.captions')}
          hint={t('media.captionsHint')}
          accept={['.vtt', ...ACCEPTED_CAPTION_TYPES].join(',')}
          file={lesson.captions_file}
          error={errorAt(`${path}.captions_file_id`)}
          onChange={(captions_file) => onChange({ ...lesson, captions_file })}
        />
      ) : (
        <TextInput
          label={t('content.videoUrl')}
          description={t('media.linkHint')}
          type="url"
          dir="ltr"
          placeholder="https://"
          value={lesson.video_url}
          onChange={(e) => onChange({ ...lesson, video_url: e.currentTarget.value })}
          error={errorAt(`${path}.video_url`)}
        />
      )}
    </Stack>
  );
}
