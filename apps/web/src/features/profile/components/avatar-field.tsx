import { useRef, useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_UPLOAD_TYPES, MAX_IMAGE_BYTES } from '@ito/contracts/files/file-data';
import { uploadFile } from '../../../shared/api/upload-file.ts';

const IMAGE_TYPES = ACCEPTED_UPLOAD_TYPES.filter((type) => type.startsWith('image/')).join(',');
const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

interface AvatarFieldProps {
  /** The person's name: initials stand in while there is no picture. */
  name: string;
  /** Where the picture is shown from, or null when there is none. */
  previewUrl: string | null;
  /** A picked image has been uploaded (POST files); the form makes it the picture on save. */
  onUpload: (picture: { fileId: string; previewUrl: string }) => void;
  onRemove: () => void;
  /** Told when an upload starts and ends (the form waits for it before saving). */
  onBusyChange?: (isBusy: boolean) => void;
  error?: string;
}

/** The profile picture: a preview, a picker that uploads at once, and a remove button. */
export function AvatarField({ name, previewUrl, onUpload, onRemove, onBusyChange, error }: AvatarFieldProps) {
  const { t } = useTranslation('profile');
  const [isUploading, setIsUploading] = useState(false);
  const setUploading = (isBusy: boolean) => {
    setIsUploading(isBusy);
    onBusyChange?.(isBusy);
  };
  const resetRef = useRef<() => void>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const response = await uploadFile(file);
      const { urls } = response.data;
      // Only images have sizes; anything else was refused by the picker and would be refused on save (422).
      if ('medium' in urls) onUpload({ fileId: response.data.id, previewUrl: urls.medium });
    } catch {
      // A refused file is a 422 on `file`, shown under this field by the form; other failures were flashed.
    } finally {
      setUploading(false);
      // The same file can be picked again after a failure.
      resetRef.current?.();
    }
  };

  return (
    <Group gap="lg" align="center" wrap="wrap" role="group" aria-labelledby="avatar-field-label">
      <Avatar
        src={previewUrl}
        name={name}
        color="initials"
        size={96}
        alt={previewUrl ? t('avatar.alt') : undefined}
        data-testid="profile-avatar"
      />
      <Stack gap={6} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Text fw={500} id="avatar-field-label">
          {t('avatar.label')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('avatar.hint', { size: MAX_MB })}
        </Text>
        <Group gap="sm">
          <FileButton onChange={(file) => void upload(file)} accept={IMAGE_TYPES} resetRef={resetRef}>
            {(props) => (
              <Button {...props} variant="light" loading={isUploading}>
                {previewUrl ? t('avatar.change') : t('avatar.pick')}
              </Button>
            )}
          </FileButton>
          {previewUrl && (
            <Button variant="subtle" color="danger" onClick={onRemove} disabled={isUploading}>
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
        {isUploading && (
          <Text size="sm" c="dimmed" role="status">
            {t('avatar.uploading')}
          </Text>
        )}
        {error && (
          <Text size="sm" c="danger" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
