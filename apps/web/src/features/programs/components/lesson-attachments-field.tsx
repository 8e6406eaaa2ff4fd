import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_UPLOAD_TYPES, mediaUrl } from '@ito/contracts/files/file-data';
import type { TLessonAttachment } from '@ito/contracts/programs/get-creator-program';
import { CONTENT_LIMITS } from '@ito/contracts/programs/replace-program-content';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiErrorText } from '../../../shared/api/error-text.ts';
import { formatBytes } from '../../../shared/lib/format-bytes.ts';
import { useUploadLessonMedia } from '../api/studio-api.ts';

interface LessonAttachmentsFieldProps {
  attachments: TLessonAttachment[];
  path: string;
  errorAt: (path: string) => string | undefined;
  onChange: (attachments: TLessonAttachment[]) => void;
}

/**
 * A lesson's downloads (decision 051): PDFs and images uploaded at once and kept in the draft; saving the curriculum
 * attaches them. Each has a title followers see, the uploaded name by default.
 */
export function LessonAttachmentsField({ attachments, path, errorAt, onChange }: LessonAttachmentsFieldProps) {
  const { t, i18n } = useTranslation('studio');
  const upload = useUploadLessonMedia();
  const refused = upload.error && isApiError(upload.error) ? apiErrorText(upload.error, 'file') : null;
  const isFull = attachments.length >= CONTENT_LIMITS.attachmentsPerLesson;

  const pick = (picked: File | null) => {
    if (!picked) return;
    upload.mutate(picked, {
      onSuccess: ({ data }) => {
        const { id, original_name, mime, size } = data;
        onChange([...attachments, { id, title: original_name, original_name, mime, size, url: mediaUrl(id) }]);
      },
    });
  };
  const setTitle = (index: number, title: string) =>
    onChange(attachments.map((a, i) => (i === index ? { ...a, title } : a)));

  return (
    <Stack gap="xs">
      <FileInput
        label={t('attachments.label')}
        description={t('attachments.hint', { count: CONTENT_LIMITS.attachmentsPerLesson })}
        placeholder={isFull ? t('attachments.full') : t('media.pick')}
        accept={ACCEPTED_UPLOAD_TYPES.join(',')}
        value={null}
        onChange={pick}
        disabled={upload.isPending || isFull}
        error={refused ?? errorAt(`${path}.attachments`)}
        clearable={false}
      />
      {upload.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('media.uploading')}
        </Text>
      )}
      {attachments.length > 0 && (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {attachments.map((a, index) => (
            <li key={a.id}>
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  style={{ flex: 1, minWidth: '12rem' }}
                  label={t('attachments.title', { name: a.original_name })}
                  maxLength={120}
                  value={a.title}
                  onChange={(e) => setTitle(index, e.currentTarget.value)}
                  error={errorAt(`${path}.attachments.${index}.file_id`)}
                  dir="auto"
                />
                <Text size="sm" c="dimmed" pb={8}>
                  {formatBytes(a.size, i18n.language)}
                </Text>
                <Button
                  variant="subtle"
                  color="danger"
                  size="compact-sm"
                  mb={6}
                  aria-label={t('attachments.remove', { name: a.title || a.original_name })}
                  onClick={() => onChange(attachments.filter((_, i) => i !== index))}
                >
                  {t('media.remove')}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
